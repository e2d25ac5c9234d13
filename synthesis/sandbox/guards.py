"""The sandbox worker's in-process guards: what generated code may import and name, and the static screen.

Standard library only: the worker imports this module as ``guards`` (a flat copy beside ``worker.py``). These
layers are defence in depth; the isolation boundary is the process around the worker (bubblewrap, seccomp, an
unprivileged uid and rlimits), see ``worker``.
"""

from __future__ import annotations

import builtins
import operator
import re
import string
import sys
from typing import Any

# Modules generated code may import (top-level names and the listed submodules).
ALLOWED_MODULES = frozenset(
    {
        "__future__", "abc", "json", "math", "re", "datetime", "collections", "collections.abc", "itertools",
        "functools", "copy", "random", "string", "decimal", "statistics", "dataclasses", "typing", "enum",
        "uuid", "hashlib", "operator", "heapq", "bisect",
    }
)  # fmt: skip

# Modules that the C code of allowed modules imports by itself when used: ``_datetime`` imports ``_strptime``
# in ``strptime`` (once on 3.11/3.12, at every call on 3.13) and ``time`` in ``strftime``, ``timetuple`` and
# ``today``. It does so by ``PyImport_Import``, which calls the ``__import__`` of the calling frame's builtins
# (``guarded_import`` when a tool calls it) with ``fromlist`` a new empty list, drops what that returns and
# takes the module from ``sys.modules``. Such a call gets the module imported by the real import and None
# back: the C code finds the real module, and code that makes the same call itself gets nothing (an
# ``import`` statement passes None or a tuple, and is refused). Python code of allowed modules imports with
# the real builtins of its own globals and needs nothing here.
IMPLEMENTATION_MODULES = frozenset({"_strptime", "time"})

# Attribute names that lead from ordinary objects to frames, code, globals or the class graph.
FORBIDDEN_ATTRIBUTES = frozenset(
    {
        "gi_frame", "gi_code", "cr_frame", "cr_code", "ag_frame", "ag_code", "f_back", "f_globals",
        "f_locals", "f_builtins", "f_code", "tb_frame", "tb_next", "co_code", "mro",
        # typing's forward references evaluate text with the real builtins
        "_evaluate", "_eval_type", "__forward_code__",
    }
)  # fmt: skip
ALLOWED_DUNDERS = frozenset({"__init__", "__name__", "__qualname__", "__doc__", "__class__"})
FORBIDDEN_NAMES = frozenset({"__builtins__", "__import__", "__loader__", "__spec__", "__build_class__"})
REMOVED_BUILTINS = (
    "open", "exec", "eval", "compile", "breakpoint", "input", "help", "exit", "quit", "copyright", "credits",
    "license", "globals", "locals", "vars", "memoryview", "__loader__", "__spec__",
)  # fmt: skip


def forbidden_attribute(name: str) -> bool:
    if name in FORBIDDEN_ATTRIBUTES:
        return True
    return name.startswith("__") and name.endswith("__") and name not in ALLOWED_DUNDERS


# Runs of ASCII word characters (those holding "__": every identifier a dunder rule could refuse lies in
# one). Each run is matched once; ``\w*__\w*`` backtracked over a long run without "__" from every position
# in it (a 40,000-character name: seconds).
_WORD_RUNS = re.compile(r"\w+", re.ASCII)
# The forbidden attribute names no such run holds: looked for as plain substrings.
_FORBIDDEN_WORDS = tuple(sorted(name for name in FORBIDDEN_ATTRIBUTES if "__" not in name))


def plainly_allowed(source: str) -> bool:
    """Whether no identifier of ``source`` can be one ``screen`` refuses, by its text alone: then the tree
    need not be built and walked (~20 ms for an environment's ~80 kB). Conservative by construction:
    - in ASCII source an identifier is spelled as it is (the parser NFKC-normalizes others: fullwidth "mro");
    - an identifier that equals a forbidden word without "__" holds it as a substring;
    - one that a dunder rule refuses holds "__", so it lies in a run of word characters holding "__". A run
      that starts with "_" is one identifier where it is code (only a number's token can end inside a run),
      so a run that is an allowed dunder holds no other identifier; any other run sends the source to the
      full screen, be it in a string, a comment or code.
    Text it passes is compiled next, whose syntax errors are the ones ``ast.parse`` would raise."""
    if type(source) is not str or not source.isascii() or any(word in source for word in _FORBIDDEN_WORDS):
        return False
    return ALLOWED_DUNDERS.issuperset(run for run in _WORD_RUNS.findall(source) if "__" in run)


def screen(source: str, *, mode: str, label: str) -> None:
    """Reject code that names frame, code or class-graph attributes; raises SyntaxError or PermissionError
    (or nothing for source ``plainly_allowed``: its syntax errors come from compiling it, which follows)."""
    if not plainly_allowed(source):
        screen_tree(source, mode=mode, label=label)


def screen_tree(source: str, *, mode: str, label: str) -> None:
    """The screen itself: every attribute and name node of the parsed source."""
    import ast  # only here: most workers never need it (``plainly_allowed``), and it costs ~2 ms to import

    tree = ast.parse(source, filename=f"<{label}>", mode=mode)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and forbidden_attribute(node.attr):
            raise PermissionError(f"{label} uses the forbidden attribute {node.attr!r} (line {node.lineno})")
        if isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            raise PermissionError(f"{label} uses the forbidden name {node.id!r} (line {node.lineno})")


class ModuleView:
    """The public, non-module attributes of an allowed module (no ``random._os``, no ``typing.sys``)."""

    def __init__(self, module: Any, name: str, overrides: dict[str, Any] | None = None) -> None:
        for attr, value in vars(module).items():
            if attr.startswith("_"):
                continue
            if type(value) is type(sys):
                sub = f"{name}.{attr}"
                if sub in ALLOWED_MODULES:
                    object.__setattr__(self, attr, ModuleView(value, sub))
                continue
            object.__setattr__(self, attr, value)
        for attr, value in (overrides or {}).items():
            object.__setattr__(self, attr, value)
        object.__setattr__(self, "__name__", name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("modules are read-only in the sandbox")


def refused(name: str) -> Any:
    """A stand-in for a stdlib function the sandbox refuses."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(f"{name} is not allowed in the sandbox")

    return refuse


def make_builtins() -> dict[str, Any]:
    real_import = builtins.__import__
    real_getattr = builtins.getattr
    views: dict[str, ModuleView] = {}

    def refuse_forbidden(name: Any, what: str) -> None:
        if not isinstance(name, str):
            return
        for part in name.split("."):
            if forbidden_attribute(part):
                raise PermissionError(f"{what} of attribute {part!r} is not allowed in the sandbox")

    def guarded_attrgetter(*names: str) -> Any:
        for name in names:
            refuse_forbidden(name, "operator.attrgetter")
        return operator.attrgetter(*names)

    def guarded_methodcaller(name: str, *args: Any, **kwargs: Any) -> Any:
        refuse_forbidden(name, "operator.methodcaller")
        return operator.methodcaller(name, *args, **kwargs)

    class GuardedFormatter(string.Formatter):
        """string.Formatter reads a field's attributes with the real getattr ("0.__globals__")."""

        def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
            for part in re.split(r"[.\[\]]", field_name):
                refuse_forbidden(part, "string.Formatter")
            return super().get_field(field_name, args, kwargs)

    # Stdlib helpers that read attributes by name get the same rule as getattr; those that evaluate text
    # (typing.get_type_hints evaluates string annotations with the real builtins) are refused.
    overrides: dict[str, dict[str, Any]] = {
        "operator": {"attrgetter": guarded_attrgetter, "methodcaller": guarded_methodcaller},
        "string": {"Formatter": GuardedFormatter},
        "typing": {"get_type_hints": refused("typing.get_type_hints")},
    }

    def view(name: str) -> ModuleView:
        if name not in views:
            views[name] = ModuleView(sys.modules[name], name, overrides.get(name))
        return views[name]

    def guarded_import(
        name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0
    ) -> Any:
        if type(name) is not str:  # (a subclass could compare equal to an allowed name and spell another)
            raise ImportError("a module name must be a str in the sandbox")
        if level != 0:
            raise ImportError("relative imports are not allowed in the sandbox")
        if name in IMPLEMENTATION_MODULES and type(fromlist) is list and not fromlist:
            real_import(name, None, None, (), 0)  # (``PyImport_Import`` of a C module: see above)
            return None
        if name not in ALLOWED_MODULES:
            raise ImportError(f"import of {name!r} is not allowed in the sandbox")
        real_import(name, None, None, fromlist, 0)
        if fromlist:
            for item in fromlist:
                sub = f"{name}.{item}"
                if sub in sys.modules and sub not in ALLOWED_MODULES:
                    raise ImportError(f"import of {sub!r} is not allowed in the sandbox")
            return view(name)
        return view(name.split(".")[0])

    def guarded_getattr(obj: Any, name: str, *default: Any) -> Any:
        if isinstance(name, str) and forbidden_attribute(name):
            raise PermissionError(f"access to attribute {name!r} is not allowed in the sandbox")
        return real_getattr(obj, name, *default)

    def guarded_hasattr(obj: Any, name: str) -> bool:
        if isinstance(name, str) and forbidden_attribute(name):
            raise PermissionError(f"access to attribute {name!r} is not allowed in the sandbox")
        return builtins.hasattr(obj, name)

    def guarded_setattr(obj: Any, name: str, value: Any) -> None:
        if isinstance(name, str) and forbidden_attribute(name):
            raise PermissionError(f"setting attribute {name!r} is not allowed in the sandbox")
        builtins.setattr(obj, name, value)

    def guarded_delattr(obj: Any, name: str) -> None:
        if isinstance(name, str) and forbidden_attribute(name):
            raise PermissionError(f"deleting attribute {name!r} is not allowed in the sandbox")
        builtins.delattr(obj, name)

    restricted = dict(vars(builtins))
    for name in REMOVED_BUILTINS:
        restricted.pop(name, None)
    restricted.update(
        {
            "__import__": guarded_import,
            "getattr": guarded_getattr,
            "hasattr": guarded_hasattr,
            "setattr": guarded_setattr,
            "delattr": guarded_delattr,
        }
    )
    return restricted
