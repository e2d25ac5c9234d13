"""Static read/write analysis of environment methods: which ``self.state["table"]`` each one reads and writes.

The analysis walks a method's ``ast`` in execution order and tracks, per binding, what each name may hold
(an abstract value: the kinds, and how operations transform them, are in ``access_values``).

The walk is flow-sensitive: an assignment replaces what the name held before along that path (a loop variable
reused to scan three tables holds only the table of the current loop), and where paths join (after an
``if``/``else``, a loop, a ``try``) a name holds the union of what reaches it. Loops are walked to a
fixpoint; ``break``, ``continue`` and ``return`` end their path. Private helpers called as
``self._helper(...)`` (and nested functions) are walked at each call with what the call passes, so a helper
that mutates the row it is given writes that row's table. It is a finding generator, not a proof: the
procedural tests observe what really changes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field

from synthesis.verify.access_values import (
    FRESH,
    MAX_INLINE,
    MUTATORS,
    PARAM,
    STATE,
    STORES_ARGUMENT,
    STORES_ELEMENTS,
    UNKNOWN,
    UNKNOWN_TABLE,
    Env,
    Origin,
    Step,
    Value,
    builtin_result,
    container_root,
    elements_of,
    in_container,
    is_self,
    is_state,
    join,
    method_result,
    pattern_names,
    wrap,
)


@dataclass
class MethodAccess:
    """Tables one method reads and writes (after helper propagation)."""

    reads: set[str] = field(default_factory=set)
    writes: set[str] = field(default_factory=set)
    # Accesses the analysis could not resolve to a table name, as readable descriptions.
    dynamic: list[str] = field(default_factory=list)
    # Mutations of values the analysis cannot trace to a table (they may or may not write state).
    unsure: list[str] = field(default_factory=list)
    # Tables (or parameter placeholders) the method's return value may share objects with.
    returns: set[str] = field(default_factory=set)


@dataclass
class _Loop:
    breaks: list[Env] = field(default_factory=list)
    continues: list[Env] = field(default_factory=list)


@dataclass
class _Summary:
    """What walking one method (with given argument values) found."""

    reads: set[str] = field(default_factory=set)
    writes: set[str] = field(default_factory=set)
    dynamic: set[str] = field(default_factory=set)
    unsure: set[str] = field(default_factory=set)
    returns: Value = FRESH


class _Walker:
    """One walk of one function body, given what its parameters hold."""

    def __init__(
        self,
        methods: dict[str, ast.FunctionDef],
        memo: dict[tuple[str, tuple[Value, ...]], _Summary],
        stack: tuple[str, ...],
    ):
        self.methods = methods
        self.memo = memo
        self.stack = stack
        self.found = _Summary()
        self.returns: set[Origin] = set()
        self.loops: list[_Loop] = []
        # Nested functions by name: their definition and the bindings they close over.
        self.local_funcs: dict[str, tuple[ast.FunctionDef, Env]] = {}
        self.called_locals: set[str] = set()

    # -- findings --------------------------------------------------------------------------------------------
    def _mutate(self, value: Value, node: ast.AST, what: str) -> None:
        for origin in value:
            if origin[0] == "state":
                self.found.dynamic.add(f"line {getattr(node, 'lineno', 0)}: self.state changed as a whole")
            elif origin[0] == "obj" and origin[2] == ():
                if origin[1] == UNKNOWN_TABLE:
                    self.found.unsure.add(
                        f"line {getattr(node, 'lineno', 0)}: {what} mutates a value of unknown origin"
                    )
                else:
                    self.found.writes.add(str(origin[1]))

    def _tables(self, key: ast.AST, value: Value) -> set[str] | None:
        """The tables a key of ``self.state`` names, or None (recorded as dynamic) when it names none."""
        tables = {str(o[1]) for o in value if o[0] == "str"} | {
            PARAM + str(o[1]) for o in value if o[0] == "param"
        }
        if not tables:
            self.found.dynamic.add(f"line {getattr(key, 'lineno', 0)}: self.state[{ast.unparse(key)}]")
            return None
        return tables

    def _table_value(self, tables: set[str] | None) -> Value:
        if tables is None:
            return UNKNOWN
        self.found.reads |= tables
        return frozenset(("obj", t, ()) for t in tables)

    # -- statements ------------------------------------------------------------------------------------------
    def block(self, body: list[ast.stmt], env: Env | None) -> Env | None:
        for stmt in body:
            if env is None:
                return None  # the rest of the block is unreachable
            env = self.stmt(stmt, env)
        return env

    def stmt(self, node: ast.stmt, env: Env) -> Env | None:
        if isinstance(node, ast.Assign):
            value = self.expr(node.value, env)
            for target in node.targets:
                self.bind(target, value, env)
            return env
        if isinstance(node, ast.AnnAssign):
            if node.value is not None:
                self.bind(node.target, self.expr(node.value, env), env)
            return env
        if isinstance(node, ast.AugAssign):
            value = self.expr(node.value, env)
            if isinstance(node.target, ast.Name):
                # ``n += 1`` on a number read from a row is no write; ``lst += rows`` adds rows to lst.
                old = env.get(node.target.id, FRESH)
                env[node.target.id] = old | in_container(elements_of(value))
            else:
                self.expr(node.target, env)
                self.store(node.target, value, env)
            return env
        if isinstance(node, ast.Delete):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    env.pop(target.id, None)
                elif isinstance(target, ast.Subscript):
                    self.store(target, FRESH, env)
                else:
                    self.expr(target, env)
            return env
        if isinstance(node, ast.Expr):
            self.expr(node.value, env)
            return env
        if isinstance(node, ast.Return):
            if node.value is not None:
                self.returns |= self.expr(node.value, env)
            return None
        if isinstance(node, ast.Raise):
            if node.exc is not None:
                self.expr(node.exc, env)
            return None
        if isinstance(node, ast.Break | ast.Continue):
            if self.loops:
                loop = self.loops[-1]
                (loop.breaks if isinstance(node, ast.Break) else loop.continues).append(dict(env))
            return None
        if isinstance(node, ast.If):
            self.expr(node.test, env)
            return join([self.block(node.body, dict(env)), self.block(node.orelse, dict(env))])
        if isinstance(node, ast.For | ast.AsyncFor):
            return self.loop(node, env)
        if isinstance(node, ast.While):
            return self.loop(node, env)
        if isinstance(node, ast.Try | ast.TryStar):
            return self.try_(node, env)
        if isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                value = self.expr(item.context_expr, env)
                if item.optional_vars is not None:
                    self.bind(item.optional_vars, value, env)
            return self.block(node.body, env)
        if isinstance(node, ast.Match):
            subject = self.expr(node.subject, env)
            outs: list[Env | None] = [env]
            for case in node.cases:
                branch = dict(env)
                for name in pattern_names(case.pattern):
                    branch[name] = subject | elements_of(subject)
                if case.guard is not None:
                    self.expr(case.guard, branch)
                outs.append(self.block(case.body, branch))
            return join(outs)
        if isinstance(node, ast.FunctionDef):
            self.local_funcs[node.name] = (node, dict(env))
            env[node.name] = FRESH
            return env
        if isinstance(node, ast.AsyncFunctionDef | ast.ClassDef):
            env[node.name] = FRESH
            return env
        if isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                env[(alias.asname or alias.name).split(".")[0]] = FRESH
            return env
        if isinstance(node, ast.Assert):
            self.expr(node.test, env)
            return env
        return env  # pass, global, nonlocal

    def loop(self, node: ast.For | ast.AsyncFor | ast.While, env: Env) -> Env | None:
        """A loop walked until what reaches its head stops growing; the exit joins ``else`` and ``break``s."""
        if isinstance(node, ast.For | ast.AsyncFor):
            items = elements_of(self.expr(node.iter, env))
        head: Env = dict(env)
        self.loops.append(_Loop())
        while True:
            loop = self.loops[-1] = _Loop()
            body_in = dict(head)
            if isinstance(node, ast.While):
                self.expr(node.test, body_in)
            else:
                self.bind(node.target, items, body_in)
            end = self.block(node.body, body_in)
            new_head = join([head, end, *loop.continues])
            assert new_head is not None
            if new_head == head:
                break
            head = new_head
        self.loops.pop()
        always = isinstance(node, ast.While) and isinstance(node.test, ast.Constant) and bool(node.test.value)
        exhausted = None if always else self.block(node.orelse, dict(head))
        return join([exhausted, *loop.breaks])

    def try_(self, node: ast.Try | ast.TryStar, env: Env) -> Env | None:
        # A handler may start after any statement of the body: it sees the join of those states.
        seen: list[Env | None] = [dict(env)]
        current: Env | None = env
        for stmt in node.body:
            if current is None:
                break
            current = self.stmt(stmt, current)
            seen.append(None if current is None else dict(current))
        entry = join(seen)
        outs: list[Env | None] = [self.block(node.orelse, current) if current is not None else None]
        for handler in node.handlers:
            branch = dict(entry or {})
            if handler.type is not None:
                self.expr(handler.type, branch)
            if handler.name:
                branch[handler.name] = FRESH
            outs.append(self.block(handler.body, branch))
        out = join(outs)
        if node.finalbody:
            if out is None:  # every path returned or raised: the finally block still runs
                self.block(node.finalbody, dict(entry or {}))
                return None
            out = self.block(node.finalbody, out)
        return out

    # -- bindings and stores ---------------------------------------------------------------------------------
    def bind(self, target: ast.AST, value: Value, env: Env) -> None:
        """Bind ``target`` to ``value``: a name is rebound (what it held before along this path is gone)."""
        if isinstance(target, ast.Name):
            env[target.id] = value
        elif isinstance(target, ast.Tuple | ast.List):
            index: int | None = 0
            for element in target.elts:
                if isinstance(element, ast.Starred):
                    self.bind(element.value, in_container(elements_of(value)), env)
                    index = None  # the items after a starred target sit at unknown indexes
                else:
                    self.bind(element, elements_of(value, index), env)
                    index = None if index is None else index + 1
        elif isinstance(target, ast.Starred):
            self.bind(target.value, value, env)
        elif isinstance(target, ast.Subscript):
            self.store(target, value, env)
        elif isinstance(target, ast.Attribute):
            if is_state(target):
                self.found.dynamic.add(f"line {target.lineno}: self.state replaced as a whole")
            else:
                self.expr(target.value, env)

    def store(self, target: ast.AST, value: Value, env: Env) -> None:
        """``container[key] = value`` (or ``del``, ``+=``): mutates the container, which now holds value."""
        if not isinstance(target, ast.Subscript):
            return
        key = self.expr(target.slice, env)
        if is_state(target.value):
            tables = self._tables(target.slice, key)
            if tables is not None:
                self.found.reads |= tables
                self.found.writes |= tables
            return
        container = self.expr(target.value, env)
        self._mutate(container, target, f"{ast.unparse(target)} =")
        self._holds(target.value, value, env)

    def _holds(self, container: ast.AST, value: Value, env: Env) -> None:
        """The local name ``container`` starts from may now hold ``value`` (a row put into a dict of rows)."""
        root = container_root(container)
        if root is not None and value:
            name, levels = root
            env[name] = env.get(name, FRESH) | in_container(value, levels + 1)

    # -- expressions -----------------------------------------------------------------------------------------
    def exprs(self, nodes: Iterable[ast.AST | None], env: Env) -> Value:
        out: Value = FRESH
        for node in nodes:
            if node is not None:
                out = out | self.expr(node, env)
        return out

    def expr(self, node: ast.AST, env: Env) -> Value:
        """What the value of ``node`` may hold; records the reads and writes evaluating it makes."""
        if isinstance(node, ast.Name):
            if node.id in self.local_funcs:
                self._escape(node.id)
            return env.get(node.id, FRESH)
        if isinstance(node, ast.Constant):
            return frozenset({("str", node.value)}) if isinstance(node.value, str) else FRESH
        if isinstance(node, ast.Attribute):
            if is_state(node):
                self.found.dynamic.add(f"line {node.lineno}: self.state used as a whole")
                return STATE
            if is_self(node.value):
                if node.attr == "ctx" or node.attr in self.methods:
                    return FRESH
                return UNKNOWN  # an attribute of the environment object: it may hold anything
            self.expr(node.value, env)
            return FRESH
        if isinstance(node, ast.Subscript):
            if is_state(node.value):
                return self._table_value(self._tables(node.slice, self.expr(node.slice, env)))
            container = self.expr(node.value, env)
            self.expr(node.slice, env)
            if isinstance(node.slice, ast.Slice):
                return in_container(elements_of(container))
            index = node.slice.value if isinstance(node.slice, ast.Constant) else None
            return elements_of(container, index if isinstance(index, int) and index >= 0 else None)
        if isinstance(node, ast.Call):
            return self.call(node, env)
        if isinstance(node, ast.NamedExpr):
            value = self.expr(node.value, env)
            self.bind(node.target, value, env)
            return value
        if isinstance(node, ast.IfExp):
            self.expr(node.test, env)
            return self.expr(node.body, env) | self.expr(node.orelse, env)
        if isinstance(node, ast.BoolOp):
            return self.exprs(node.values, env)
        if isinstance(node, ast.BinOp):
            both = self.expr(node.left, env) | self.expr(node.right, env)
            # ``rows + more`` is a new list of both lists' elements; arithmetic gives a fresh number.
            return in_container(elements_of(both)) if isinstance(node.op, ast.Add | ast.Mult) else FRESH
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            out: Value = FRESH
            step: Step = 0 if isinstance(node, ast.Tuple) else "*"
            for element in node.elts:
                if isinstance(element, ast.Starred):
                    out |= in_container(elements_of(self.expr(element.value, env)))
                    step = "*"
                else:
                    out |= wrap(self.expr(element, env), step)
                    step = step + 1 if isinstance(step, int) else step
            return out
        if isinstance(node, ast.Dict):
            out = FRESH
            for key, item in zip(node.keys, node.values, strict=True):
                if key is None:  # ``{**row}``: a new dict of row's values
                    out |= in_container(elements_of(self.expr(item, env)))
                else:
                    self.expr(key, env)
                    out |= in_container(self.expr(item, env))
            return out
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            return self.comprehension(node, env)
        if isinstance(node, ast.Lambda):
            inner = dict(env)
            for arg in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]:
                inner[arg.arg] = UNKNOWN
            self.exprs([*node.args.defaults, *node.args.kw_defaults], env)
            self.expr(node.body, inner)
            return FRESH
        if isinstance(node, ast.Starred):
            return self.expr(node.value, env)
        if isinstance(node, ast.Await | ast.Yield | ast.YieldFrom):
            if node.value is not None:
                self.expr(node.value, env)
            return FRESH
        for child in ast.iter_child_nodes(node):  # comparisons, f-strings, unary operators, ...
            self.expr(child, env)
        return FRESH

    def comprehension(
        self, node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp, env: Env
    ) -> Value:
        inner = dict(env)
        targets: set[str] = set()
        for gen in node.generators:
            self.bind(gen.target, elements_of(self.expr(gen.iter, inner)), inner)
            targets |= {n.id for n in ast.walk(gen.target) if isinstance(n, ast.Name)}
            for condition in gen.ifs:
                self.expr(condition, inner)
        if isinstance(node, ast.DictComp):
            result = in_container(self.expr(node.key, inner) | self.expr(node.value, inner))
        else:
            result = in_container(self.expr(node.elt, inner))
        # A walrus inside binds in the enclosing scope (when the comprehension ran at least once).
        for name, value in inner.items():
            if name not in targets and env.get(name) != value:
                env[name] = env.get(name, FRESH) | value
        return result

    def call(self, node: ast.Call, env: Env) -> Value:
        func = node.func
        if isinstance(func, ast.Attribute) and is_state(func.value):
            return self.state_method(node, func.attr, env)
        if isinstance(func, ast.Attribute) and is_self(func.value) and func.attr in self.methods:
            return self.inline(self.methods[func.attr], node, env, dict[str, Value]())
        if isinstance(func, ast.Name) and func.id in self.local_funcs:
            self.called_locals.add(func.id)
            definition, closure = self.local_funcs[func.id]
            return self.inline(definition, node, env, closure)
        args = [self.expr(a, env) for a in node.args]
        keyword_values = [(k.arg, self.expr(k.value, env)) for k in node.keywords]
        keywords = {name: value for name, value in keyword_values if name is not None}
        if isinstance(func, ast.Attribute):
            obj = self.expr(func.value, env)
            name = func.attr
            if name in MUTATORS:
                self._mutate(obj, node, f".{name}()")
                if name in STORES_ARGUMENT and args:
                    self._holds(func.value, args[-1], env)
                elif name in STORES_ELEMENTS:
                    self._holds(func.value, elements_of(frozenset().union(*args, *keywords.values())), env)
            on_copy_module = isinstance(func.value, ast.Name) and func.value.id == "copy"
            return method_result(name, obj, args, on_copy_module)
        if isinstance(func, ast.Name):
            return builtin_result(func.id, args, keyword_values, keywords)
        self.expr(func, env)
        return FRESH

    def state_method(self, node: ast.Call, name: str, env: Env) -> Value:
        """``self.state.get("t", [])`` and the like."""
        args = [self.expr(a, env) for a in node.args]
        for keyword in node.keywords:
            self.expr(keyword.value, env)
        if name in {"get", "setdefault", "pop"} and node.args:
            tables = self._tables(node.args[0], args[0])
            if name == "pop" and tables is not None:
                self.found.writes |= tables
            default = args[1] if len(args) > 1 else FRESH
            return self._table_value(tables) | default
        self.found.dynamic.add(f"line {node.lineno}: self.state used as a whole")
        if name in MUTATORS:
            self._mutate(STATE, node, f"self.state.{name}()")
        if name == "values":
            return in_container(UNKNOWN)
        if name == "items":
            return in_container(wrap(UNKNOWN, 1))
        return FRESH

    # -- helpers ---------------------------------------------------------------------------------------------
    def inline(self, func: ast.FunctionDef, call: ast.Call, env: Env, closure: Env) -> Value:
        """Walk a helper (or nested function) with what this call passes; its findings become this walk's."""
        args = func.args
        positional = [*args.posonlyargs, *args.args]
        is_method = self.methods.get(func.name) is func
        if is_method:
            positional = positional[1:]  # self
        values: dict[str, Value] = {}
        opaque = any(isinstance(a, ast.Starred) for a in call.args) or any(
            k.arg is None for k in call.keywords
        )
        for param, arg in zip(positional, call.args, strict=False):
            values[param.arg] = self.expr(arg, env)
        for extra in call.args[len(positional) :]:
            self.expr(extra, env)
        for keyword in call.keywords:
            value = self.expr(keyword.value, env)
            if keyword.arg is not None:
                values[keyword.arg] = value
        # Parameters the call leaves out hold their defaults (a default table name) or, after *args, anything.
        defaults = dict(
            zip(
                [p.arg for p in positional][len(positional) - len(args.defaults) :],
                args.defaults,
                strict=True,
            )
        )
        defaults |= {
            a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None
        }
        params = [*positional, *args.kwonlyargs]
        bound: list[Value] = []
        for param in params:
            if param.arg in values:
                bound.append(values[param.arg])
            elif opaque:
                bound.append(UNKNOWN)
            elif param.arg in defaults:
                bound.append(self.expr(defaults[param.arg], {}))
            else:
                bound.append(FRESH)
        if func.name in self.stack or len(self.stack) >= MAX_INLINE:
            return UNKNOWN  # recursion: what the outer walk of this helper finds stands
        key = (f"{id(func)}", tuple(bound))
        summary = self.memo.get(key) if is_method else None
        if summary is None:
            start: Env = {**closure, **{p.arg: v for p, v in zip(params, bound, strict=True)}}
            summary = _walk(func, start, self.methods, self.memo, (*self.stack, func.name))
            if is_method:
                self.memo[key] = summary
        via = f"via {func.name}: "
        self.found.reads |= summary.reads
        self.found.writes |= summary.writes
        self.found.dynamic |= {d if d.startswith("via ") else via + d for d in summary.dynamic}
        self.found.unsure |= {d if d.startswith("via ") else via + d for d in summary.unsure}
        return summary.returns

    def _escape(self, name: str) -> None:
        """A nested function used as a value (``key=pick``) runs with arguments the walk does not know."""
        if name in self.called_locals:
            return
        self.called_locals.add(name)
        definition, closure = self.local_funcs[name]
        start = dict(closure)
        for arg in [*definition.args.posonlyargs, *definition.args.args, *definition.args.kwonlyargs]:
            start[arg.arg] = UNKNOWN
        summary = _walk(definition, start, self.methods, self.memo, (*self.stack, definition.name))
        self.found.reads |= summary.reads
        self.found.writes |= summary.writes
        self.found.dynamic |= summary.dynamic
        self.found.unsure |= summary.unsure

    def finish(self) -> _Summary:
        for name in list(self.local_funcs):
            if name not in self.called_locals:
                self._escape(name)  # defined but never called directly: walk it once, arguments unknown
        self.found.returns = frozenset(self.returns)
        return self.found


def _walk(
    func: ast.FunctionDef,
    start: Env,
    methods: dict[str, ast.FunctionDef],
    memo: dict[tuple[str, tuple[Value, ...]], _Summary],
    stack: tuple[str, ...],
) -> _Summary:
    walker = _Walker(methods, memo, stack)
    walker.block(func.body, dict(start))
    return walker.finish()


def method_parameters(func: ast.FunctionDef) -> list[str]:
    return [a.arg for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]][1:]


def analyze_class(classdef: ast.ClassDef) -> dict[str, MethodAccess]:
    """Per method of the class: the tables it reads and writes, helpers included.

    Each method is walked as a tool: its parameters hold the caller's values (a parameter indexing
    ``self.state`` names a table only the call knows, reported as ``@name``)."""
    methods = {n.name: n for n in classdef.body if isinstance(n, ast.FunctionDef)}
    memo: dict[tuple[str, tuple[Value, ...]], _Summary] = {}
    done: dict[str, MethodAccess] = {}
    for name, func in methods.items():
        start: Env = {p: frozenset({("param", p)}) for p in method_parameters(func)}
        summary = _walk(func, start, methods, memo, (name,))
        done[name] = MethodAccess(
            reads=set(summary.reads),
            writes=set(summary.writes),
            dynamic=sorted(summary.dynamic),
            unsure=sorted(summary.unsure),
            returns={str(o[1]) for o in summary.returns if o[0] == "obj" and o[1] != UNKNOWN_TABLE},
        )
    return done
