"""Finds the first release of `metaflow` on PyPI that has each entry of the references.

Usage: python scripts/added_in.py           (run by `npm run added-in`: reads only releases
                                             that data/metaflow-added-in.json has not read yet)
       python scripts/added_in.py --full    (reads every release again, from 2.0.0)

Where the facts come from. The script lists the releases of `metaflow` with PyPI's JSON API
(https://pypi.org/pypi/metaflow/json), keeps the final ones (no `a`, `b`, `rc`, `dev` or
`post` part) from 2.0.0 up to the release pinned in requirements.txt, in version order (PyPI's
"2.13" is 2.13.0), and leaves out yanked releases: a yanked release was withdrawn, so nothing
was added in it; the data lists the ones skipped. Each release's wheel is downloaded once into
`.cache/wheels/` (gitignored) and checked against PyPI's sha256. Its source is read with `ast`
straight from the zip file: nothing is imported or installed.

What a release "has" (the fact keys, as the pages name the entries):
- `Name`, `Name.member`, `Name(param)`, `Name.member(param)`: the objects of the API
  reference (data/metaflow-api.json) and every public name of `import metaflow`, with their
  public members (own and inherited from metaflow classes) and the parameters of their
  signatures (a class's are its constructor's; `self`, `cls` and `_private` ones left out).
  `current.name` also covers the keys that Metaflow code adds with `current._update_env({...})`,
  and members include those a class gets at run time from literal `setattr` calls and its
  metaclass (`Deployer.argo_workflows`, one per deployer TYPE; see `ClassView.added_members`).
- `@name` and `@name(arg)`: each step or flow decorator class (a class whose bases lead to
  `StepDecorator` or `FlowDecorator`) with a literal `name = "..."`, and the keys of its
  `defaults` dict (its own or a base class's).
- `METAFLOW_NAME`: every configuration variable: `from_conf("NAME")` in metaflow_config.py
  (older releases wrote the whole `METAFLOW_NAME`; names built in a loop over a literal list,
  `"DEBUG_%s" % typ.upper()`, are expanded), every literal name read with `os.environ` /
  `os.getenv` in metaflow_config.py, and every `METAFLOW_*` name read that way anywhere in the
  package.
- `python flow.py CMD [SUB] [--option]` and `metaflow CMD [SUB] [--option]`: the click
  commands and options of the two command lines, from the click decorators of metaflow/cli.py,
  metaflow/cli_components/, metaflow/plugins/ (the flow's command line) and metaflow/main_cli.py,
  metaflow/cmd/ (the `metaflow` command). A command's name is `name=`/its first argument or its
  function's name with `_` as `-`; an option's key is its first long name (`--foo` for
  `--foo/--no-foo`), including the options that helper decorators such as
  `common_run_options` add, the top-level options that flow decorators add through their
  `options` dict (`@project`: `--branch`, `--production`; `@trigger_on_finish`: `--trigger`),
  and the `--config` and `--config-value` options that flow configs add (string literals in
  metaflow/user_configs/config_options.py).

Identity rules (what counts as "the same" entry in two releases):
- A public name of `import metaflow` is the same object when `metaflow/__init__.py` (or the
  top-level plugin table `TL_PLUGINS_DESC`) binds that name, wherever the definition lives:
  imports are followed from module to module, so a class that moved keeps its history.
- A decorator is the same when a decorator class is registered under the same `name`,
  whatever its class name or module (`@conda` moved from plugins/conda to plugins/pypi).
- Any other reference object (`ExecutingRun`, `S3Object`, card components) is looked up by the
  module the pinned release defines it in, then `metaflow.cards`, then by its name anywhere in
  the package when exactly one module defines it.
- A member is the same when the object has a public attribute of that name; a parameter when
  the signature has a parameter of that name (renames count as new), or when the function took
  it through `**kwargs`: read from it by name, or handed on to a function of the package that
  names it (`kwargs_keywords`). A class whose `**kwargs` went to click (`forwards_to_click`,
  recorded as the key `Name(**)`) took every keyword of a click option, so a keyword it names
  later is as old as that: `Parameter(help=...)` worked in 2.0.0, though `help` became a named
  parameter in 2.7.23.
- A command or option is the same when its full path of names is the same.

Incremental runs: data/metaflow-added-in.json records the releases read, each fact key's first
release (`first_seen`, grouped by release), the keys that disappeared in a later release and
came back (`returned`, with the releases that brought them back: first appearance still
counts), the keys the last release read no longer has (`absent_from_last_release`, so the next
run can tell a comeback), and the roots it covered (the reference objects). A run reads only the releases after the last one recorded; when the reference has
gained an object the data did not cover, it reads every release again (as `--full` does).
Prints the keys added and, for the pinned release, the reference entries it could not find (an
error: the script no longer understands the package's shape).
"""

import argparse
import ast
import hashlib
import json
import os
import re
import sys
import urllib.parse
import urllib.request
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYPI = "https://pypi.org/pypi/metaflow/json"
CACHE = os.path.join(ROOT, ".cache", "wheels")
DATA = os.path.join(ROOT, "data", "metaflow-added-in.json")
API = os.path.join(ROOT, "data", "metaflow-api.json")
FIRST = (2, 0, 0)
FLOW_CLI = "python flow.py"
METAFLOW_CLI = "metaflow"


# ---------------------------------------------------------------------------- releases


def version_key(version):
    """(2, 13, 0) for "2.13": the numbers of a final release, padded to three."""
    parts = [int(part) for part in version.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def pinned_version():
    with open(os.path.join(ROOT, "requirements.txt"), encoding="utf-8") as handle:
        match = re.search(r"^metaflow==([\d.]+)\s*$", handle.read(), re.M)
    if not match:
        raise SystemExit("added-in: requirements.txt pins no metaflow release")
    return match.group(1)


def list_releases(pin):
    """The final, not yanked releases from 2.0.0 to `pin` with their wheel, in version order,
    and the yanked ones left out."""
    with urllib.request.urlopen(PYPI, timeout=60) as response:
        index = json.load(response)
    releases, yanked = [], []
    for version, files in index["releases"].items():
        if not re.fullmatch(r"\d+(\.\d+)*", version) or not FIRST <= version_key(version) <= version_key(pin):
            continue
        wheels = [f for f in files if f["packagetype"] == "bdist_wheel"]
        if not wheels:
            raise SystemExit("added-in: metaflow %s has no wheel on PyPI" % version)
        if all(f.get("yanked") for f in files):
            yanked.append(version)
            continue
        wheel = wheels[0]
        releases.append({"version": version, "filename": wheel["filename"], "url": urllib.parse.urljoin(PYPI, wheel["url"]), "sha256": wheel["digests"]["sha256"]})
    releases.sort(key=lambda release: version_key(release["version"]))
    return releases, sorted(yanked, key=version_key)


def wheel_path(release):
    """The cached wheel of `release`, downloaded and checked against PyPI's sha256 if missing."""
    path = os.path.join(CACHE, release["filename"])
    if not os.path.exists(path):
        os.makedirs(CACHE, exist_ok=True)
        with urllib.request.urlopen(release["url"], timeout=300) as response:
            data = response.read()
        if hashlib.sha256(data).hexdigest() != release["sha256"]:
            raise SystemExit("added-in: %s does not match PyPI's sha256" % release["filename"])
        with open(path + ".part", "wb") as handle:
            handle.write(data)
        os.replace(path + ".part", path)
    return path


# ---------------------------------------------------------------------------- the package's source


def _skipped(module):
    """Vendored libraries and Metaflow's own tests are not Metaflow's interface."""
    return "._vendor" in module or module.startswith("metaflow.tests") or ".test_" in module


class Package:
    """The `metaflow` source of one wheel, parsed module by module on demand."""

    def __init__(self, path):
        self.zip = zipfile.ZipFile(path)
        self.files = {}
        for name in self.zip.namelist():
            if name.startswith("metaflow/") and name.endswith(".py"):
                module = name[:-3].replace("/", ".")
                module = module[: -len(".__init__")] if module.endswith(".__init__") else module
                if not _skipped(module):
                    self.files[module] = name
        self._trees, self._bindings = {}, {}

    def tree(self, module):
        if module not in self._trees:
            try:
                self._trees[module] = ast.parse(self.zip.read(self.files[module]).decode("utf-8"))
            except (KeyError, SyntaxError, UnicodeDecodeError):
                self._trees[module] = None
        return self._trees[module]

    def is_package(self, module):
        return self.files.get(module, "").endswith("__init__.py")

    def absolute(self, module, level, target):
        """The module a `from .target import` in `module` names."""
        if not level:
            return target or ""
        base = module.split(".")
        base = base[: len(base) - level + (1 if self.is_package(module) else 0)]
        return ".".join(base + ([target] if target else []))

    def bindings(self, module):
        """Top-level names of `module` (also inside `if`/`try` blocks): name to ("def", node),
        ("from", module, name), ("module", module) or ("value", expression); "*" to the
        modules it star-imports."""
        if module in self._bindings:
            return self._bindings[module]
        found = {"*": []}
        self._bindings[module] = found
        tree = self.tree(module)

        def visit(statements):
            for node in statements:
                if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                    found[node.name] = ("def", module, node)  # the last definition is the one bound
                elif isinstance(node, ast.ImportFrom):
                    source = self.absolute(module, node.level, node.module)
                    for alias in node.names:
                        if alias.name == "*":
                            found["*"].append(source)
                        else:
                            found.setdefault(alias.asname or alias.name, ("from", source, alias.name))
                elif isinstance(node, ast.Import):
                    for alias in node.names:
                        if alias.asname:
                            found.setdefault(alias.asname, ("module", alias.name))
                        else:
                            found.setdefault(alias.name.split(".")[0], ("module", alias.name.split(".")[0]))
                elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    found.setdefault(node.targets[0].id, ("value", module, node.value))
                elif isinstance(node, (ast.If, ast.Try, ast.With)):
                    visit(node.body)
                    visit(getattr(node, "orelse", []))
                    for handler in getattr(node, "handlers", []):
                        visit(handler.body)
                    visit(getattr(node, "finalbody", []))

        if tree is not None:
            visit(tree.body)
        return found

    def lookup(self, module, name, depth=0):
        """What `name` is in `module`, following imports: ("def", module, node),
        ("value", module, expression) or ("module", module); None when unbound."""
        if depth > 30:
            return None
        binding = self.bindings(module).get(name)
        if binding is None:
            if "%s.%s" % (module, name) in self.files:
                return ("module", "%s.%s" % (module, name))
            for source in self.bindings(module)["*"]:
                found = self.lookup(source, name, depth + 1)
                if found:
                    return found
            return None
        if binding[0] == "from":
            source, attr = binding[1], binding[2]
            if "%s.%s" % (source, attr) in self.files:
                return ("module", "%s.%s" % (source, attr))
            return self.lookup(source, attr, depth + 1)
        if binding[0] == "value":
            return self.evaluate(binding[1], binding[2], depth + 1) or binding
        return binding

    def evaluate(self, module, expression, depth=0):
        """What a name or dotted expression in `module` refers to, or None."""
        if isinstance(expression, ast.Name):
            return self.lookup(module, expression.id, depth)
        if isinstance(expression, ast.Attribute):
            owner = self.evaluate(module, expression.value, depth)
            if owner and owner[0] == "module":
                return self.lookup(owner[1], expression.attr, depth)
            if owner and owner[0] == "def" and isinstance(owner[2], ast.ClassDef):
                member = class_body(owner[2]).get(expression.attr)
                return ("def", owner[1], member) if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
        return None

    def definitions(self, name):
        """Every module that defines `name` at its top level (class, function or assignment)."""
        return [module for module in sorted(self.files) if self.bindings(module).get(name, ("",))[0] in ("def", "value")]


# ---------------------------------------------------------------------------- objects


def class_body(node):
    """Names a class body defines: methods, properties and assigned attributes."""
    names = {}
    for statement in node.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names[statement.name] = statement  # the last definition wins (after `@overload` stubs)
        elif isinstance(statement, ast.Assign):
            for target in statement.targets:
                for element in target.elts if isinstance(target, ast.Tuple) else [target]:
                    if isinstance(element, ast.Name):
                        names.setdefault(element.id, statement)
        elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            names.setdefault(statement.target.id, statement)
    return names


def decorator_names(function):
    return {d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else "" for d in function.decorator_list}


def parameters(function, method):
    """Public parameter names of a function; a method's first one (self, cls) dropped."""
    args = function.args
    positional = list(getattr(args, "posonlyargs", [])) + list(args.args)
    if method and "staticmethod" not in decorator_names(function):
        positional = positional[1:]
    names = [a.arg for a in positional + list(args.kwonlyargs)]
    names += [a.arg for a in (args.vararg, args.kwarg) if a is not None]
    return [name for name in names if not name.startswith("_")]


def kwargs_keywords(package, module, function):
    """Keywords a function takes through its `**kwargs` (K): the literal names its body reads
    from K or from `self.K` (`K.get("default")`, `K["type"]`, `K.pop("x")`, `"x" in K`, and
    `K.get(field)` in a loop over a literal tuple of names), and the parameters of a function
    of the package that it hands `**K` to (`parallel_map` passes `max_parallel` and `dir` on to
    `parallel_imap_unordered`)."""
    if function.args.kwarg is None:
        return []
    name = function.args.kwarg.arg

    def is_kwargs(node):
        return (isinstance(node, ast.Name) and node.id == name) or (isinstance(node, ast.Attribute) and node.attr == name)

    loops = {}
    for node in ast.walk(function):
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and isinstance(node.iter, (ast.Tuple, ast.List)):
            loops[node.target.id] = [_string(e) for e in node.iter.elts if _string(e)]
    found = []
    for node in ast.walk(function):
        key = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("get", "pop", "setdefault") and is_kwargs(node.func.value) and node.args:
            key = node.args[0]
        elif isinstance(node, ast.Subscript) and is_kwargs(node.value):
            key = getattr(node.slice, "value", node.slice) if type(node.slice).__name__ == "Index" else node.slice
        elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.In) and is_kwargs(node.comparators[0]):
            key = node.left
        if key is not None:
            found += [_string(key)] if _string(key) else loops.get(getattr(key, "id", None), [])
        if isinstance(node, ast.Call) and module and any(k.arg is None and is_kwargs(k.value) for k in node.keywords):
            target = package.evaluate(module, node.func) if isinstance(node.func, ast.Name) else None
            if target and target[0] == "def" and isinstance(target[2], ast.FunctionDef) and target[2] is not function:
                found += parameters(target[2], method=False)
    return [key for key in found if key and not key.startswith("_")]


def forwards_to_click(view, init):
    """True when a class's `__init__` keeps its `**kwargs` as `self.<attr>` and its module hands
    some `<object>.<attr>` to `click.Option(...)` / `click.option(...)`: the class then accepts
    every keyword of a click option (Metaflow's `Parameter`)."""
    if init.args.kwarg is None:
        return False
    kept = {t.attr for n in ast.walk(init) if isinstance(n, ast.Assign) and getattr(n.value, "id", None) == init.args.kwarg.arg
            for t in n.targets if isinstance(t, ast.Attribute) and getattr(t.value, "id", None) == "self"}
    tree = view.package.tree(view.module)
    return any(
        isinstance(n, ast.Call) and getattr(n.func, "attr", None) in ("Option", "option")
        and any(k.arg is None and isinstance(k.value, ast.Attribute) and k.value.attr in kept for k in n.keywords)
        for n in ast.walk(tree)
    ) if kept and tree else False


def namedtuple_fields(call):
    """The fields of `namedtuple("N", ...)` or Metaflow's `namedtuple_with_defaults(...)`."""
    name = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")
    if "namedtuple" not in name.lower() or len(call.args) < 2:
        return None
    spec = call.args[1]
    if isinstance(spec, ast.Constant) and isinstance(spec.value, str):
        return spec.value.replace(",", " ").split()
    if isinstance(spec, (ast.List, ast.Tuple)):
        fields = []
        for element in spec.elts:
            if isinstance(element, ast.Constant):
                fields.append(element.value)
            elif isinstance(element, ast.Tuple) and isinstance(element.elts[0], ast.Constant):
                fields.append(element.elts[0].value)
        return fields
    return None


class ClassView:
    """A class and its metaflow base classes, resolved through the package's imports."""

    def __init__(self, package, module, node, depth=0):
        self.package, self.module, self.node = package, module, node
        self.bases, self.fields = [], None
        for base in node.bases:
            if isinstance(base, ast.Call):
                self.fields = namedtuple_fields(base)
                continue
            found = package.evaluate(module, base)
            if found is None and isinstance(base, (ast.Name, ast.Attribute)):
                name = base.id if isinstance(base, ast.Name) else base.attr
                modules = package.definitions(name)
                found = package.lookup(modules[0], name) if len(modules) == 1 else None
            if found and found[0] == "def" and isinstance(found[2], ast.ClassDef) and depth < 20:
                self.bases.append(ClassView(package, found[1], found[2], depth + 1))

    def mro(self):
        seen, order = set(), []
        for view in [self] + [v for base in self.bases for v in base.mro()]:
            if id(view.node) not in seen:
                seen.add(id(view.node))
                order.append(view)
        return order

    def member(self, name):
        for view in self.mro():
            found = class_body(view.node).get(name)
            if found is not None:
                return found
        return None

    def members(self):
        names = {}
        for view in self.mro():
            for name, node in list(class_body(view.node).items()) + list(view.added_members().items()):
                if not name.startswith("_"):
                    names.setdefault(name, node)
        return names

    def added_members(self):
        """Members a class gets at run time: `self.__class__.name = ...` in its methods, and
        what the class's own methods or its metaclass set with `cls.name = ...` or
        `setattr(cls | self.__class__ | ClassName, NAME, ...)`, where NAME is a string, or a name
        built from a deployer's TYPE (`f"from_{impl}"`, `provider_class.TYPE.replace("-", "_")`),
        expanded for every deployer of the release. Values are the injected function (the
        `def f` inside the helper that builds it) or None."""
        found = {}
        scopes = [self.node]
        meta = next((k.value for k in self.node.keywords if k.arg == "metaclass"), None)
        meta = self.package.evaluate(self.module, meta) if meta is not None else None
        if meta and meta[0] == "def" and isinstance(meta[2], ast.ClassDef):
            scopes.append(meta[2])

        def is_class(node):
            if isinstance(node, ast.Name):
                return node.id in ("cls", self.node.name)
            return isinstance(node, ast.Attribute) and node.attr == "__class__"

        for scope in scopes:
            helpers = {n.name: n for n in ast.walk(scope) if isinstance(n, ast.FunctionDef)}
            assigned = {t.id: n.value for n in ast.walk(scope) if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)}
            for node in ast.walk(scope):
                for target in node.targets if isinstance(node, ast.Assign) else []:
                    if isinstance(target, ast.Attribute) and is_class(target.value):
                        found[target.attr] = None
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "setattr" and len(node.args) == 3 and is_class(node.args[0])):
                    continue
                value = node.args[2]
                while isinstance(value, ast.Call) and getattr(value.func, "id", None) == "classmethod":
                    value = value.args[0]
                called = getattr(value, "func", None)
                helper = helpers.get(getattr(called, "id", None) or getattr(called, "attr", None))
                function = next((n for n in ast.walk(helper) if isinstance(n, ast.FunctionDef) and n is not helper), None) if helper else None
                for name in self._injected_names(node.args[1], assigned):
                    found[name] = function
        return found

    def _injected_names(self, expression, assigned):
        expression = assigned.get(getattr(expression, "id", None), expression)
        if _string(expression):
            return [_string(expression)]
        if isinstance(expression, ast.JoinedStr):
            template = "".join(_string(part) or "{}" for part in expression.values)
        elif isinstance(expression, ast.Call) and getattr(expression.func, "attr", None) == "replace" and getattr(expression.func.value, "attr", None) == "TYPE":
            template = "{}"
        else:
            return []
        return [template.replace("{}", kind) for kind in deployer_types(self.package)]

    def constructor(self):
        """The constructor's public parameters: the first `__init__` in the class's bases that
        does more than forward `*args, **kwargs` (for a forwarding one, Metaflow's user
        decorators take their arguments in `init`), with the keywords it takes through
        `**kwargs` and `**` when those go to click (`forwards_to_click`); a named tuple's fields."""
        for view in self.mro():
            init = class_body(view.node).get("__init__")
            if isinstance(init, ast.FunctionDef):
                forwards = not init.args.args[1:] and not init.args.kwonlyargs and init.args.vararg and init.args.kwarg
                if not forwards:
                    extra = ["**"] if forwards_to_click(view, init) else []
                    return parameters(init, method=True) + kwargs_keywords(self.package, view.module, init) + extra
                other = self.member("init")
                if isinstance(other, ast.FunctionDef):
                    return parameters(other, method=True)
            if view.fields is not None:
                return list(view.fields)
        return []

    def is_subclass_of(self, name):
        return any(view.node.name == name for view in self.mro()[1:])


def deployer_types(package):
    """The TYPEs of the release's deployers (`argo_workflows`, with `-` as `_`)."""
    types = set()
    for module in package.files:
        if not module.startswith("metaflow.plugins"):
            continue
        tree = package.tree(module)
        for node in tree.body if tree else []:
            if isinstance(node, ast.ClassDef) and node.name.endswith("Deployer"):
                value = class_body(node).get("TYPE")
                if isinstance(value, (ast.Assign, ast.AnnAssign)) and _string(value.value):
                    types.add(_string(value.value).replace("-", "_"))
    return sorted(types)


def object_facts(package, key, found):
    """Fact keys of one object: `key`, its members and the parameters of both."""
    keys = {key}
    kind, module, node = found[0], found[1], found[2] if len(found) > 2 else None
    if kind == "value" and isinstance(node, ast.Call):
        fields = namedtuple_fields(node)
        if fields is not None:
            keys.update("%s(%s)" % (key, field) for field in fields)
            return keys
        made = package.evaluate(module, node.func)
        if made and made[0] == "def" and isinstance(made[2], ast.ClassDef):
            # An instance (`current = Current()`, `JSONType = JSONTypeClass()`): its class's members.
            view = ClassView(package, made[1], made[2])
            keys.update(member_facts(key, view))
        return keys
    if kind != "def":
        return keys
    if isinstance(node, ast.ClassDef):
        view = ClassView(package, module, node)
        keys.update("%s(%s)" % (key, name) for name in view.constructor())
        keys.update(member_facts(key, view))
    else:
        keys.update("%s(%s)" % (key, name) for name in parameters(node, method=False) + kwargs_keywords(package, module, node))
    return keys


def member_facts(key, view):
    keys = set()
    for name, node in view.members().items():
        member = "%s.%s" % (key, name)
        keys.add(member)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not decorator_names(node) & {"property", "setter", "getter", "cached_property"}:
            keys.update("%s(%s)" % (member, param) for param in parameters(node, method=True) + kwargs_keywords(None, None, node))
    return keys


def top_level_plugins(package):
    """`TL_PLUGINS_DESC` of metaflow/plugins: name to (module, attribute) of `import metaflow`."""
    found = {}
    tree = package.tree("metaflow.plugins")
    for node in ast.walk(tree) if tree else []:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "TL_PLUGINS_DESC" for t in node.targets):
            for entry in getattr(node.value, "elts", []):
                try:
                    name, path = ast.literal_eval(entry)
                except ValueError:
                    continue
                target, _, attr = package.absolute("metaflow.plugins", 1, path.lstrip(".")).rpartition(".")
                found[name] = (target, attr)
    return found


def public_names(package):
    """Each public name `import metaflow` binds (modules left out) to what it is."""
    names = {}
    for name in package.bindings("metaflow"):
        if not name.startswith("_") and name != "*":
            found = package.lookup("metaflow", name)
            if found and found[0] != "module":
                names[name] = found
    for name, (module, attr) in top_level_plugins(package).items():
        found = package.lookup(module, attr)
        if found:
            names.setdefault(name, found)
    return names


def decorators(package):
    """Registered decorator name to its ClassView: classes whose bases lead to StepDecorator
    or FlowDecorator and that set a literal `name`. When two classes claim a name, the one that
    metaflow/plugins/__init__.py mentions wins."""
    registry = package.zip.read(package.files["metaflow.plugins"]).decode("utf-8") if "metaflow.plugins" in package.files else ""
    found = {}
    for module in package.files:
        if not module.startswith("metaflow.plugins") and module != "metaflow.decorators":
            continue
        tree = package.tree(module)
        for node in tree.body if tree else []:
            if not isinstance(node, ast.ClassDef):
                continue
            value = class_body(node).get("name")
            if not (isinstance(value, ast.Assign) and isinstance(value.value, ast.Constant) and isinstance(value.value.value, str)):
                continue
            view = ClassView(package, module, node)
            if not (view.is_subclass_of("StepDecorator") or view.is_subclass_of("FlowDecorator")):
                continue
            name = value.value.value
            if name not in found or (node.name in registry and found[name].node.name not in registry):
                found[name] = view
    return found


def decorator_arguments(view):
    """The keys of a decorator class's `defaults` (its own or a base's): a dict literal or
    `dict(...)` call, with `**Base.defaults` followed and `**{k: ... for k in options}` read
    from the class's `options` dict."""
    for klass in view.mro():
        value = class_body(klass.node).get("defaults")
        if not isinstance(value, ast.Assign):
            continue
        value = value.value
        if isinstance(value, ast.Dict):
            pairs = list(zip(value.keys, value.values))
        elif isinstance(value, ast.Call) and getattr(value.func, "id", None) == "dict":
            pairs = [(ast.Constant(k.arg) if k.arg else None, k.value) for k in value.keywords]
        else:
            continue
        keys = []
        for key, item in pairs:
            if _string(key):
                keys.append(_string(key))
            elif key is None and isinstance(item, ast.Attribute) and item.attr == "defaults":
                keys += [k for base in klass.mro()[1:] if base.node.name == getattr(item.value, "id", None) for k in decorator_arguments(base)]
            elif key is None and isinstance(item, ast.DictComp):
                source = getattr(getattr(item.generators[0].iter, "func", None), "value", None)
                options = class_body(klass.node).get(getattr(source, "id", None))
                if isinstance(options, ast.Assign) and isinstance(options.value, ast.Dict):
                    keys += [_string(k) for k in options.value.keys if _string(k)]
        return keys
    return []


def current_additions(package):
    """Keys that Metaflow code adds to `current` with `current._update_env({...})`."""
    found = set()
    for module in package.files:
        tree = package.tree(module)
        for node in ast.walk(tree) if tree else []:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "_update_env" and node.args and isinstance(node.args[0], ast.Dict):
                found.update(k.value for k in node.args[0].keys if isinstance(k, ast.Constant) and isinstance(k.value, str) and not k.value.startswith("_"))
    return found


def locate(package, name, fact, public, registered):
    """What reference object `name` is in this release (see "Identity rules"), or None."""
    if name.startswith("@"):
        view = registered.get(name[1:])
        if view is not None:
            return view
        return public.get(name[1:])  # @step: the `step` function
    if name in public:
        return public[name]
    if fact.get("public"):
        return None
    modules = []
    if fact.get("source"):
        modules.append(fact["source"]["path"][:-3].replace("/", ".").replace(".__init__", ""))
    modules.append("metaflow.cards")
    for module in modules:
        if module in package.files:
            found = package.lookup(module, name)
            if found and found[0] != "module":
                return found
    candidates = package.definitions(name)
    return package.lookup(candidates[0], name) if len(candidates) == 1 else None


def api_facts(package, roots):
    """Fact keys of the API: every root object of the reference and every public name."""
    public = public_names(package)
    registered = decorators(package)
    keys = set()
    for name, view in registered.items():
        keys.add("@" + name)
        keys.update("@%s(%s)" % (name, arg) for arg in decorator_arguments(view))
    targets = dict((name, found) for name, found in public.items())
    for name, fact in roots.items():
        found = locate(package, name, fact, public, registered)
        if isinstance(found, ClassView):
            continue  # a decorator, recorded above
        if found is not None:
            targets[name] = found
    for name, found in targets.items():
        keys.update(object_facts(package, name, found))
    if "current" in targets:
        keys.update("current." + attr for attr in current_additions(package))
    return keys


# ---------------------------------------------------------------------------- configuration


def _string(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _environ_read(node):
    """The literal name an expression reads from the environment, or None: `os.environ["X"]`,
    `os.environ.get("X")`, `os.getenv("X")`, `"X" in os.environ`."""
    def is_environ(value):
        return isinstance(value, ast.Attribute) and value.attr == "environ"

    if isinstance(node, ast.Subscript) and is_environ(node.value) and isinstance(node.ctx, ast.Load):
        return _string(getattr(node.slice, "value", node.slice) if type(node.slice).__name__ == "Index" else node.slice)  # Index: Python 3.8
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
        if (node.func.attr == "get" and is_environ(node.func.value)) or node.func.attr == "getenv":
            return _string(node.args[0])
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)) and is_environ(node.comparators[0]):
        return _string(node.left)
    return None


def config_facts(package):
    """Configuration variable names the release reads (see the module comment)."""
    names = set()
    for module in package.files:
        tree = package.tree(module)
        if tree is None:
            continue
        lists = {}
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
                items = node.value.keys if isinstance(node.value, ast.Dict) else getattr(node.value, "elts", [])
                lists[node.targets[0].id] = [_string(e) for e in items if _string(e)]
        loops = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.For) and isinstance(node.iter, ast.Name) and node.iter.id in lists:
                for inner in ast.walk(node):
                    loops[id(inner)] = lists[node.iter.id]
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "from_conf" and node.args:
                arg = node.args[0]
                if _string(arg):
                    written = [_string(arg)]
                elif isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Mod) and _string(arg.left) and id(node) in loops:
                    written = [_string(arg.left) % item.upper() for item in loops[id(node)]]
                else:
                    written = []
                names.update(name if name.startswith("METAFLOW_") else "METAFLOW_" + name for name in written)
            name = _environ_read(node)
            if name and (name.startswith("METAFLOW_") or module == "metaflow.metaflow_config"):
                names.add(name)
    return names


# ---------------------------------------------------------------------------- command lines


def command_name(node, function):
    """A click command's name: `name=`, its first argument, or the function's name with `-`."""
    for keyword in node.keywords:
        if keyword.arg == "name" and _string(keyword.value):
            return _string(keyword.value)
    if node.args and _string(node.args[0]):
        return _string(node.args[0])
    return function.name.replace("_", "-")


def option_key(call):
    """An option's first long name (`--foo` for `--foo/--no-foo`), or None for a non-literal one."""
    names = [part for arg in call.args if _string(arg) for part in _string(arg).split("/")]
    names = [name.strip() for name in names if name.strip().startswith("-")]
    longs = [name for name in names if name.startswith("--")]
    return (longs or names or [None])[0]


def _click_call(node, attr):
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == attr


def options_of(package, module, function, depth=0):
    """The options a command function's decorators add: `click.option(...)`, and those added
    by helper decorators (`@common_run_options`), whose bodies are read for `click.option`."""
    found = []
    for decorator in function.decorator_list:
        if _click_call(decorator, "option"):
            found.append(option_key(decorator))
            continue
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        helper = package.evaluate(module, target)
        if helper and helper[0] == "def" and isinstance(helper[2], ast.FunctionDef) and depth < 5:
            for node in ast.walk(helper[2]):
                if _click_call(node, "option") and option_key(node):
                    found.append(option_key(node))
    return [name for name in found if name]


def cli_files(package):
    """Modules of the flow's command line and of the `metaflow` command."""
    flow = [m for m in package.files if m == "metaflow.cli" or m.startswith("metaflow.cli_components") or (m.startswith("metaflow.plugins") and m.endswith("cli"))]
    command = [m for m in package.files if m in ("metaflow.main_cli", "metaflow.cmd.main_cli") or m.startswith("metaflow.cmd.")]
    return flow, command


def cli_facts(package):
    """Fact keys of both command lines (see the module comment)."""
    keys = set()
    flow_modules, command_modules = cli_files(package)
    for prefix, modules, roots in ((FLOW_CLI, flow_modules, ("cli", "start")), (METAFLOW_CLI, command_modules, ("cli", "start", "main"))):
        commands = {}  # (module, function name) -> {"name", "parent", "options", "lazy"}
        for module in modules:
            tree = package.tree(module)
            for node in tree.body if tree else []:
                if not isinstance(node, ast.FunctionDef):
                    continue
                for decorator in node.decorator_list:
                    if not (_click_call(decorator, "command") or _click_call(decorator, "group")):
                        continue
                    receiver = decorator.func.value
                    parent = None if isinstance(receiver, ast.Name) and receiver.id == "click" else getattr(receiver, "id", None)
                    lazy = {}
                    for keyword in decorator.keywords:
                        if keyword.arg == "lazy_subcommands" and isinstance(keyword.value, ast.Dict):
                            lazy = {_string(k): _string(v) for k, v in zip(keyword.value.keys, keyword.value.values)}
                    commands[(module, node.name)] = {"name": command_name(decorator, node), "parent": parent, "options": options_of(package, module, node), "lazy": lazy}
        children = {}
        for (module, function), command in commands.items():
            if command["parent"]:
                parent = (module, command["parent"])
                if parent not in commands:  # a group imported from another module
                    found = package.lookup(module, command["parent"])
                    parent = (found[1], found[2].name) if found and found[0] == "def" else parent
                children.setdefault(parent, []).append((module, function))
            for name, path in command["lazy"].items():
                target_module, _, target = (path or "").rpartition(".")
                if (target_module, target) in commands:
                    commands[(target_module, target)]["name"] = name
                    children.setdefault((module, function), []).append((target_module, target))

        def add(key, path):
            command = commands[key]
            keys.add(path)
            for option in command["options"]:
                keys.add("%s %s" % (path, option))
            for child in children.get(key, []):
                add(child, "%s %s" % (path, commands[child]["name"]))

        for key, command in commands.items():
            if command["parent"] is None and key[1] in roots:
                for option in command["options"]:
                    keys.add("%s %s" % (prefix, option))
                for child in children.get(key, []):
                    add(child, "%s %s" % (prefix, commands[child]["name"]))
    return keys


def flow_option_facts(package):
    """The top-level options of the flow's command line that are not click decorators: those
    a flow decorator declares in its `options` dict literal (`@project`'s `branch` becomes
    `--branch`), and `--config` / `--config-value`, which config_options.py builds from
    lists such as `["--config", "config"]`."""
    keys = set()
    for view in decorators(package).values():
        if not view.is_subclass_of("FlowDecorator"):
            continue
        options = class_body(view.node).get("options")
        if isinstance(options, ast.Assign) and isinstance(options.value, ast.Dict):
            keys |= {"%s --%s" % (FLOW_CLI, _string(k).replace("_", "-")) for k in options.value.keys if _string(k)}
    tree = package.tree("metaflow.user_configs.config_options") if "metaflow.user_configs.config_options" in package.files else None
    for node in ast.walk(tree) if tree else []:
        if isinstance(node, ast.List) and node.elts and _string(node.elts[0]) in ("--config", "--config-value"):
            keys.add("%s %s" % (FLOW_CLI, _string(node.elts[0])))
    return keys


def command_keys(keys):
    """Every command path a set of keys implies (`python flow.py batch step --cpu` gives
    `python flow.py batch` and `python flow.py batch step`)."""
    found = set()
    for key in keys:
        words = key.split(" ")
        start = 2 if key.startswith(FLOW_CLI) else 1
        for end in range(start + 1, len(words) + 1):
            if words[end - 1].startswith("-"):
                break
            found.add(" ".join(words[:end]))
    return found


# ---------------------------------------------------------------------------- data


def release_facts(path, roots):
    package = Package(path)
    keys = api_facts(package, roots) | config_facts(package) | cli_facts(package) | flow_option_facts(package)
    return keys | command_keys(keys)


def reference_roots():
    """The objects the API reference documents (not their members), with what locating them
    needs: their source path in the pinned release and whether they are public names."""
    with open(API, encoding="utf-8") as handle:
        api = json.load(handle)
    public = set(name for name in api["public_names"].values() if name)
    roots = {}
    for names in api["pages"].values():
        for name in names:
            fact = api["objects"][name]
            roots[name] = {"source": fact.get("source"), "public": name in public}
    return roots


def load(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def main(argv):
    parser = argparse.ArgumentParser(description="Finds the first metaflow release that has each reference entry.")
    parser.add_argument("--full", action="store_true", help="read every release again, from 2.0.0")
    args = parser.parse_args(argv)
    pin = pinned_version()
    roots = reference_roots()
    old = None if args.full else load(DATA)
    if old and set(roots) - set(old["roots"]):
        print("added-in: the reference has objects the data did not cover (%s): reading every release" % ", ".join(sorted(set(roots) - set(old["roots"]))))
        old = None
    releases, yanked = list_releases(pin)
    read = list(old["releases"]) if old else []
    first_seen = {key: version for version, keys in old["first_seen"].items() for key in keys} if old else {}
    returned = dict(old["returned"]) if old else {}
    previous = set(first_seen) - set(old["absent_from_last_release"]) if old else set()
    todo = [release for release in releases if release["version"] not in read]
    for release in todo:
        keys = release_facts(wheel_path(release), roots)
        version = release["version"]
        added = sorted(keys - set(first_seen))
        for key in added:
            # `X(**)`: X took any click keyword (`forwards_to_click`), so a keyword it names
            # later is as old as that.
            opened = key[: key.index("(") + 1] + "**)" if key.endswith(")") and "(" in key else None
            first_seen[key] = first_seen.get(opened, version) if opened != key else version
        for key in sorted(keys & set(first_seen) - previous - set(added)):
            returned.setdefault(key, []).append(version)
        print("added-in: %s: %d facts, %d new" % (version, len(keys), len(added)), flush=True)
        read.append(version)
        previous = keys
    grouped = {}
    for key, version in first_seen.items():
        grouped.setdefault(version, []).append(key)
    data = {
        "comment": "Written by scripts/added_in.py (npm run added-in): the first metaflow release on PyPI that has each fact key. Do not edit.",
        "first_release": read[0] if read else None,
        "releases": read,
        "yanked": yanked,
        "roots": sorted(roots),
        "first_seen": {version: sorted(grouped[version]) for version in sorted(grouped, key=version_key)},
        "returned": dict(sorted(returned.items())),
        "absent_from_last_release": sorted(set(first_seen) - previous),
    }
    with open(DATA, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1)
        handle.write("\n")
    print("added-in: read %d release(s), %d facts in all; wrote %s" % (len(todo), len(first_seen), os.path.relpath(DATA, ROOT)))


if __name__ == "__main__":
    main(sys.argv[1:])
