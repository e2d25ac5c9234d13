"""Static read/write analysis of environment methods: which ``self.state["table"]`` each one reads and writes.

The analysis is an alias walk over the method's ``ast``: a name bound to anything taken out of
``self.state["t"]`` (a row, a list of rows, a nested value) aliases ``t``; mutating an alias (item assignment,
``del``, ``append``, ...) writes ``t``. Values built fresh (``dict(row)``, ``copy.deepcopy``, literals,
``len(...)``) do not alias. Private helpers called as ``self._helper(...)`` contribute their accesses, with a
table-name argument bound at the call site. It is a finding generator, not a proof: the procedural tests
observe what really changes.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

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
# Calls whose result shares the objects of their arguments (so mutating it mutates state).
SHARING_CALLS = frozenset(
    {"next", "list", "sorted", "reversed", "filter", "iter", "enumerate", "zip", "tuple"}
)
# Methods whose result shares the object they are called on.
SHARING_METHODS = frozenset({"get", "setdefault", "pop", "values", "items", "__getitem__"})

_PARAM = "@"  # prefix of a placeholder: "the table named by parameter p"


@dataclass
class MethodAccess:
    """Tables one method reads and writes (after helper propagation)."""

    reads: set[str] = field(default_factory=set)
    writes: set[str] = field(default_factory=set)
    # Accesses the analysis could not resolve to a table name, as readable descriptions.
    dynamic: list[str] = field(default_factory=list)
    # Tables (or parameter placeholders) the method's return value may alias.
    returns: set[str] = field(default_factory=set)


def _is_self(node: ast.AST) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def _is_state(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "state" and _is_self(node.value)


class _MethodAnalyzer:
    def __init__(
        self, func: ast.FunctionDef, helpers: dict[str, MethodAccess], method_params: dict[str, list[str]]
    ):
        self.func = func
        self.params = [a.arg for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]][1:]
        self.helpers = helpers
        self.method_params = method_params
        self.aliases: dict[str, set[str]] = {}
        self.access = MethodAccess()

    # -- table references ------------------------------------------------------------------------------------
    def _key_table(self, key: ast.AST, where: str) -> set[str]:
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            return {key.value}
        if isinstance(key, ast.Name) and key.id in self.params:
            return {_PARAM + key.id}
        self.access.dynamic.append(f"{where}: self.state[{ast.unparse(key)}]")
        return set()

    def state_table(self, node: ast.AST) -> set[str] | None:
        """The table a direct state access names (``self.state["t"]``, ``self.state.get("t")``), else None."""
        if isinstance(node, ast.Subscript) and _is_state(node.value):
            return self._key_table(node.slice, f"line {node.lineno}")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and _is_state(node.func.value)
            and node.func.attr in {"get", "setdefault", "pop"}
            and node.args
        ):
            return self._key_table(node.args[0], f"line {node.lineno}")
        return None

    def aliased(self, node: ast.AST | None) -> set[str]:
        """Tables whose objects the value of ``node`` may share."""
        if node is None:
            return set()
        direct = self.state_table(node)
        if direct is not None:
            return direct
        if isinstance(node, ast.Name):
            return set(self.aliases.get(node.id, set()))
        if isinstance(node, ast.Subscript | ast.Starred):
            return self.aliased(node.value)
        if isinstance(node, ast.NamedExpr):
            return self.aliased(node.value)
        if isinstance(node, ast.IfExp):
            return self.aliased(node.body) | self.aliased(node.orelse)
        if isinstance(node, ast.BoolOp):
            return set().union(*(self.aliased(v) for v in node.values))
        if isinstance(node, ast.ListComp | ast.GeneratorExp | ast.SetComp):
            for gen in node.generators:
                self._bind(gen.target, self.aliased(gen.iter))
            return self.aliased(node.elt)
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in SHARING_CALLS:
                return set().union(set(), *(self.aliased(a) for a in node.args))
            if isinstance(func, ast.Attribute):
                if _is_self(func.value) and func.attr in self.helpers:
                    return self._resolve(func.attr, node, self.helpers[func.attr].returns)
                if func.attr in SHARING_METHODS:
                    return self.aliased(func.value)
        return set()

    def _bind(self, target: ast.AST, tables: set[str]) -> None:
        if not tables:
            return
        if isinstance(target, ast.Name):
            self.aliases.setdefault(target.id, set()).update(tables)
        elif isinstance(target, ast.Tuple | ast.List):
            for element in target.elts:
                self._bind(element, tables)
        elif isinstance(target, ast.Starred):
            self._bind(target.value, tables)

    # -- helper calls ----------------------------------------------------------------------------------------
    def _resolve(self, helper: str, call: ast.Call, tables: set[str]) -> set[str]:
        """Replace a helper's parameter placeholders by the table names the call passes."""
        resolved: set[str] = set()
        params = self.method_params.get(helper, [])
        for table in tables:
            if not table.startswith(_PARAM):
                resolved.add(table)
                continue
            name = table[len(_PARAM) :]
            argument: ast.AST | None = None
            if name in params and params.index(name) < len(call.args):
                argument = call.args[params.index(name)]
            for keyword in call.keywords:
                if keyword.arg == name:
                    argument = keyword.value
            if argument is None:
                self.access.dynamic.append(
                    f"line {call.lineno}: {helper}() called without its table argument"
                )
            else:
                resolved |= self._key_table(argument, f"line {call.lineno}")
        return resolved

    # -- the walk --------------------------------------------------------------------------------------------
    def run(self) -> MethodAccess:
        body = self.func
        # Aliases are flow-insensitive: two passes reach the names bound late in loops.
        for _ in range(2):
            for node in ast.walk(body):
                if isinstance(node, ast.Assign):
                    tables = self.aliased(node.value)
                    for target in node.targets:
                        self._bind(target, tables)
                elif isinstance(node, ast.AnnAssign | ast.NamedExpr) and node.value is not None:
                    self._bind(node.target, self.aliased(node.value))
                elif isinstance(node, ast.For | ast.comprehension):
                    self._bind(node.target, self.aliased(node.iter))
        self.access.dynamic.clear()  # the passes above repeat findings; the pass below records each once
        for node in ast.walk(body):
            direct = self.state_table(node)
            if direct is not None:
                self.access.reads |= direct
            elif _is_state(node) and not self._is_state_prefix(node, body):
                self.access.dynamic.append(f"line {getattr(node, 'lineno', 0)}: self.state used as a whole")
            if isinstance(node, ast.Assign | ast.AugAssign | ast.Delete):
                targets = node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
                for target in targets:
                    self._write_target(target)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in MUTATORS and not _is_state(node.func.value):
                    self.access.writes |= self.aliased(node.func.value)
                if _is_self(node.func.value) and node.func.attr in self.helpers:
                    helper = self.helpers[node.func.attr]
                    self.access.reads |= self._resolve(node.func.attr, node, helper.reads)
                    self.access.writes |= self._resolve(node.func.attr, node, helper.writes)
                    self.access.dynamic.extend(f"via {node.func.attr}: {d}" for d in helper.dynamic)
            elif isinstance(node, ast.Return):
                self.access.returns |= self.aliased(node.value)
        self.access.dynamic = sorted(set(self.access.dynamic))
        return self.access

    def _write_target(self, target: ast.AST) -> None:
        if isinstance(target, ast.Tuple | ast.List):
            for element in target.elts:
                self._write_target(element)
        elif isinstance(target, ast.Subscript):
            if _is_state(target.value):
                self.access.writes |= self._key_table(target.slice, f"line {target.lineno}")
            else:
                self.access.writes |= self.aliased(target.value)
        elif isinstance(target, ast.Attribute) and _is_state(target):
            self.access.dynamic.append(f"line {target.lineno}: self.state replaced as a whole")

    @staticmethod
    def _is_state_prefix(node: ast.AST, body: ast.AST) -> bool:
        """True when ``self.state`` is only the prefix of a table access (``self.state[...]``, ``.get``)."""
        for parent in ast.walk(body):
            if isinstance(parent, ast.Subscript) and parent.value is node:
                return True
            if isinstance(parent, ast.Attribute) and parent.value is node:
                return parent.attr in {"get", "setdefault", "pop"}
            if isinstance(parent, ast.Assign) and node in parent.targets:
                return True  # reported as "replaced as a whole"
        return False


def method_parameters(func: ast.FunctionDef) -> list[str]:
    return [a.arg for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]][1:]


def analyze_class(classdef: ast.ClassDef) -> dict[str, MethodAccess]:
    """Per method of the class: the tables it reads and writes, helpers included."""
    methods = {n.name: n for n in classdef.body if isinstance(n, ast.FunctionDef)}
    params = {name: method_parameters(func) for name, func in methods.items()}
    done: dict[str, MethodAccess] = {}
    in_progress: set[str] = set()

    def analyze(name: str) -> MethodAccess:
        if name in done:
            return done[name]
        if name in in_progress:  # recursion between helpers: use what is known so far
            return MethodAccess()
        in_progress.add(name)
        func = methods[name]
        called = {
            node.func.attr
            for node in ast.walk(func)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and _is_self(node.func.value)
            and node.func.attr in methods
            and node.func.attr != name
        }
        helpers = {callee: analyze(callee) for callee in sorted(called)}
        access = _MethodAnalyzer(func, helpers, params).run()
        in_progress.discard(name)
        done[name] = access
        return access

    for method_name in methods:
        analyze(method_name)
    return done
