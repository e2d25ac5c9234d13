"""The abstract values of the static write analysis (``access.py``) and how operations transform them.

What a name may hold is a set of origins; mutating it writes what those origins say:

- an object of table ``t`` at depth 0 (the table itself, a row, or anything nested in a row): mutating it
  (item assignment, ``del``, ``append``, ``update``, ``pop``, ``sort``, ...) writes ``t``;
- a fresh container whose objects, some levels down, are objects of ``t`` (``[r for r in rows]``,
  ``sorted(...)``, ``list(...)``, a dict filled with rows, ``dict(row)``, a tuple): mutating the container
  itself writes nothing (sorting a new list of row references leaves the table as it was), but the rows taken
  out of it are objects of ``t`` again;
- an unknown value (``self.state.values()``, ``self.<attribute>``, a parameter of a lambda or of a nested
  function used as a value): mutating it is recorded as unsure, not as a write;
- a string constant or a tool parameter, which names a table when it indexes ``self.state``.

This module holds that domain (wrapping values into containers, taking elements out, joining bindings where
paths meet) and what known library methods and builtins return; the walker is ``access.py``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from typing import Any

# Methods that mutate the list/dict/set they are called on.
MUTATORS = frozenset(
    {
        "append",
        "extend",
        "insert",
        "remove",
        "pop",
        "clear",
        "update",
        "setdefault",
        "sort",
        "reverse",
        "add",
        "discard",
        "popitem",
    }
)
# Mutators that put their (last) argument into the container, and those that put the argument's elements in.
STORES_ARGUMENT = frozenset({"append", "add", "insert", "setdefault"})
STORES_ELEMENTS = frozenset({"extend", "update"})
# Calls that make a new container of their argument's elements (mutating the result writes nothing; its
# elements are the argument's).
COPYING_CALLS = frozenset(
    {"list", "sorted", "reversed", "filter", "iter", "tuple", "set", "frozenset", "dict"}
)
# Calls that return one of their argument's elements (``next`` of an iterator, ``min``/``max`` of rows).
ELEMENT_CALLS = frozenset({"next", "min", "max"})
# Methods whose result is one element of the object they are called on.
ELEMENT_METHODS = frozenset({"get", "setdefault", "pop", "__getitem__"})

PARAM = "@"  # prefix of a placeholder: "the table named by parameter p"
UNKNOWN_TABLE = "?"  # the table of a value of unknown origin
MAX_DEPTH = 4  # containers nested deeper than this are rare; the cap keeps loop fixpoints finite
MAX_INLINE = 6  # helper calls nested deeper than this give an unknown value

# An origin of a value: ("obj", table, path), ("state",) for ``self.state`` itself, ("str", text) for a string
# constant, ("param", name) for a tool parameter's value. The path leads from a fresh container down to the
# state object: "*" is any element, an int the item of a tuple at that index (so ``(line, price)`` unpacked
# gives ``line`` the line's table only); the empty path is the state object itself (depth 0).
Origin = tuple[Any, ...]
Value = frozenset[Origin]
Env = dict[str, Value]
Step = int | str

FRESH: Value = frozenset()
UNKNOWN: Value = frozenset({("obj", UNKNOWN_TABLE, ())})
STATE: Value = frozenset({("state",)})


def is_self(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def is_state(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "state" and is_self(node.value)


def wrap(value: Value, step: Step = "*", levels: int = 1) -> Value:
    """``value`` put into a new container ``levels`` times (as any element, or as a tuple's item ``step``)."""
    out: set[Origin] = set()
    for origin in value:
        if origin[0] == "obj":
            out.add(("obj", origin[1], ((step,) * levels + origin[2])[:MAX_DEPTH]))
        elif origin[0] == "state":  # the state dict's elements are tables, but which one is not known here
            out.add(("obj", UNKNOWN_TABLE, ((step,) * levels)[:MAX_DEPTH]))
        else:  # strings and parameters pass through containers unchanged (they only ever name tables)
            out.add(origin)
    return frozenset(out)


def in_container(value: Value, levels: int = 1) -> Value:
    return wrap(value, "*", levels)


def elements_of(value: Value, index: int | None = None) -> Value:
    """An element of ``value`` (the item at ``index`` when that is a known tuple index)."""
    out: set[Origin] = set()
    for origin in value:
        if origin[0] == "obj":
            path = origin[2]
            if not path:  # anything taken out of a state object is in the state too
                out.add(origin)
            elif path[0] == "*" or index is None or path[0] == index:
                out.add(("obj", origin[1], path[1:]))
        elif origin[0] == "state":
            out.add(("obj", UNKNOWN_TABLE, ()))
        else:
            out.add(origin)
    return frozenset(out)


def join(states: Iterable[Env | None]) -> Env | None:
    joined: Env | None = None
    for state in states:
        if state is None:
            continue
        if joined is None:
            joined = dict(state)
            continue
        for name, value in state.items():
            joined[name] = joined.get(name, FRESH) | value
    return joined


def container_root(node: ast.AST) -> tuple[str, int] | None:
    """The local name a container expression starts from, and how many levels down (a[k]["x"]: a, 2)."""
    if isinstance(node, ast.Name):
        return node.id, 0
    if isinstance(node, ast.Subscript):
        inner = container_root(node.value)
        return None if inner is None else (inner[0], inner[1] + 1)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ELEMENT_METHODS
    ):
        inner = container_root(node.func.value)
        return None if inner is None else (inner[0], inner[1] + 1)
    return None


def pattern_names(pattern: ast.AST) -> list[str]:
    names = []
    for node in ast.walk(pattern):
        if isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
            names.append(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.append(node.rest)
    return names


def method_result(name: str, obj: Value, args: list[Value], on_copy_module: bool) -> Value:
    """What ``obj.name(*args)`` returns (``on_copy_module``: ``obj`` is the name ``copy``)."""
    if name in ELEMENT_METHODS:
        default = args[1] if len(args) > 1 else FRESH
        return elements_of(obj) | default
    if name == "values":
        return in_container(elements_of(obj))
    if name == "items":  # (key, value) pairs
        return in_container(wrap(elements_of(obj), 1))
    if name == "copy":
        return in_container(elements_of(obj))
    if name == "popitem":
        return wrap(elements_of(obj), 1)
    if name == "deepcopy":
        return FRESH
    if on_copy_module and name == "copy" and args:
        return in_container(elements_of(args[0]))  # copy.copy: shallow
    return FRESH


def builtin_result(
    name: str, args: list[Value], keyword_values: list[tuple[str | None, Value]], keywords: dict[str, Value]
) -> Value:
    """What calling the builtin (or imported function) ``name`` with these arguments returns."""
    if name in COPYING_CALLS and (args or keyword_values):
        source = (args[1] if name == "filter" and len(args) > 1 else args[0]) if args else FRESH
        # dict(row, x=v) and dict(**row) hold row's values and the keywords' values
        held = elements_of(source)
        for keyword, value in keyword_values:
            held |= elements_of(value) if keyword is None else value
        return in_container(held)
    if name == "enumerate" and args:  # (index, element) pairs
        return in_container(wrap(elements_of(args[0]), 1))
    if name == "zip":  # tuples of the arguments' elements, in order
        return in_container(frozenset().union(*(wrap(elements_of(a), i) for i, a in enumerate(args))))
    if name in ELEMENT_CALLS and args:
        if name == "next" or len(args) == 1:
            found = elements_of(args[0])
            return found | (args[1] if name == "next" and len(args) > 1 else keywords.get("default", FRESH))
        return frozenset().union(*args)  # max(a, b): one of the arguments
    if name == "copy" and args:
        return in_container(elements_of(args[0]))
    return FRESH
