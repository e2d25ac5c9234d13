"""The environment runtime: loads environment code and state, calls tools, diffs and hashes state.

Standard library only: it runs *inside* the sandbox worker (``python -I -S``) and is embedded verbatim in
exported bundles, so an exported episode behaves exactly as here. It is no security boundary; the sandbox is.

The environment contract (what generated code must follow):
- one class ``class_name(state, ctx)``; all state lives in ``self.state``, a dict of tables (lists of rows);
- one public method per declared tool; it returns ``{"success": True, "data": ...}`` (queries), ``{"success":
  True, "message": ...}`` (changes, optionally with "data") or ``{"success": False, "error": ...}``;
- time and ids come only from ``ctx.now()``, ``ctx.today()`` and ``ctx.new_id(prefix)``, which are seeded, so
  the same calls on the same state give the same state hash.
The runtime, not the generated code, guarantees: a failed or raising call leaves the state exactly as it was
(and draws no id or clock reading); only declared tools are callable; every result is JSON.
"""

from __future__ import annotations

import copy
import functools
import itertools
import json
import marshal
import sys
import types
from collections.abc import Iterable
from typing import Any

# The change tracking lives in ``tracking.py``, what it builds on in ``changes.py``. Embedded copies (the
# sandbox worker, exported bundles) provide both under their project names before they load this module.
from synthesis.sandbox.changes import (
    DEFAULT_START,
    SCALARS,
    EnvContext,
    IdBook,
    State,
    canonical_json,
    json_encoder,
    require_built_in,
    state_diff,
    state_hash,
    tables_hash,
)
from synthesis.sandbox.tracking import Changes, Committed, diff_changes, plainly_json

_ABSENT = object()

# Public names of the runtime (some defined in changes.py; importers use them from here).
__all__ = [
    "DEFAULT_START",
    "EnvContext",
    "EnvRuntime",
    "State",
    "canonical_json",
    "copy_json",
    "fail",
    "json_encoder",
    "load_class",
    "run_check",
    "state_diff",
    "state_hash",
]

_STR = frozenset({str})
_dumps = marshal.dumps
_DICT = frozenset({dict})


def _values_of(rows: list[dict[str, Any]]) -> Iterable[Any]:
    return itertools.chain.from_iterable(map(dict.values, rows))


# Set by the sandbox worker to restricted builtins for generated code; None (the default, e.g. in exported
# bundles) leaves Python's own builtins in place.
_sandbox_builtins: dict[str, Any] | None = None


def _namespace(name: str) -> dict[str, Any]:
    # A registered module, not a bare dict: dataclasses and typing look classes' modules up in sys.modules.
    module = types.ModuleType(name)
    sys.modules[name] = module
    namespace: dict[str, Any] = module.__dict__
    if _sandbox_builtins is not None:
        namespace["__builtins__"] = _sandbox_builtins
    return namespace


def fail(error: str) -> dict[str, Any]:
    return {"success": False, "error": error}


def _result_problem(result: Any) -> str | None:
    if not isinstance(result, dict) or not isinstance(result.get("success"), bool):
        return "the tool returned no {'success': bool, ...} dict"
    if result["success"] and "data" not in result and "message" not in result:
        return "a successful result carries neither 'data' nor 'message'"
    if not result["success"] and not isinstance(result.get("error"), str):
        return "a failed result carries no 'error' text"
    return None


def _json_problem(result: Any, state: Any, committed: Committed, changes: Changes) -> str | None:
    """Whether the result and the state the call left are JSON, as two encodings would say (in that order)."""
    if plainly_json(result, state, changes):  # most calls, without encoding (where the compiled check is)
        return None
    rows = changed_rows(state, committed, changes) if changes.any else []
    if rows is not None:
        try:
            canonical_json([result, rows])  # one encoding for both: most calls pass
            return None
        except (TypeError, ValueError):
            pass  # say which of the two is not JSON, and why, as checking them one by one does
    try:
        canonical_json(result)
    except (TypeError, ValueError) as exc:
        return f"the result is not JSON: {exc}"
    if changes.any:
        try:
            check_json(state, committed, changes)
        except (TypeError, ValueError) as exc:
            return f"the tool left state that is not JSON: {exc}"
    return None


def changed_rows(state: Any, committed: Committed, changes: Changes) -> list[Any] | None:
    """The rows a call changed in place, if that is all it changed and they are made of built-in types (None:
    not so). Checking that they are JSON is then what ``check_json`` does (the rest was JSON)."""
    if changes.replaced or changes.structural:
        return None
    names, rows, tables = changes.names, changes.rows, committed.tables
    for name in names:
        if tables[name].news is None:  # their bytes were not taken (the bytes prove built-in types)
            found = [state[name][i] for i in rows[name]]
            try:
                require_built_in(found)
            except ValueError:
                return None
    if len(names) == 1:
        for name in names:
            table = state[name]
            return [table[i] for i in rows[name]]
    return [state[name][i] for name in sorted(names) for i in rows[name]]


def check_json(state: Any, committed: Committed, changes: Changes) -> None:
    """Raise as ``canonical_json(state)`` would, looking only at what changed (the rest was JSON); and raise
    ValueError where what changed is made of other than built-in types (``require_built_in``), before any
    encoding."""
    if changes.replaced:
        _json_of_built_ins(state)
        return
    if changes.renamed and set(state) != set(committed.names):
        _json_of_built_ins(dict.fromkeys(state, 0))  # the table names themselves
    for name in sorted(changes.names):
        value, table = state.get(name, _ABSENT), committed.tables.get(name)
        if value is _ABSENT:
            continue
        if table is None or type(value) is not list:
            _json_of_built_ins(value)
            continue
        rows = changes.rows.get(name, [])
        if name in changes.structural:
            known = set(map(id, table.refs))
            touched = {id(table.refs[i]) for i in rows}
            _json_of_built_ins([row for row in value if id(row) not in known or id(row) in touched])
        elif rows:
            _json_of_built_ins([value[i] for i in rows])


def _json_of_built_ins(value: Any) -> None:
    require_built_in(value)
    canonical_json(value)


def _plain_result(result: Any) -> tuple[Any, str | None]:
    """The result the rest of a call looks at: itself where it is made of built-in types (marshal writes
    those and refuses others, running none of their code); else a plain copy by JSON, made before the change
    check. The methods of a result's own types (a dict subclass's ``get`` or ``items``) run while it is
    checked, copied and encoded, and could change the state unseen after that check. Second: why the result
    is not JSON (then the first is the result as it was)."""
    if plainly_json(result):  # built-in types only, said without marshal (where the compiled check is)
        return result, None
    try:
        _dumps(result, 4)  # (as ``tracking.require_built_in`` tests, apart from the tracker's own dumps)
        return result, None
    except ValueError:
        pass
    try:
        canonical_json(result)  # what ``_json_problem`` requires of a result
        return json.loads(_encode_in_order(result)), None  # (its key order kept)
    except (TypeError, ValueError, RecursionError) as exc:
        return result, f"the result is not JSON: {exc}"


_encode_in_order = json_encoder(json.JSONEncoder(ensure_ascii=False, allow_nan=False))


@functools.lru_cache(maxsize=1024)
def _compile(source: str, filename: str) -> types.CodeType:
    return compile(source, filename, "exec")  # code objects are immutable: compile each source once


def load_class(code: str, class_name: str) -> type:
    namespace = _namespace("environment")
    exec(_compile(code, "<environment>"), namespace)
    cls = namespace.get(class_name)
    if not isinstance(cls, type):
        raise LookupError(f"the code defines no class {class_name!r}")
    return cls


class EnvRuntime:
    """One environment instance with rollback on failure; used by the sandbox worker and the export loader.

    ``copy_results``: copy arguments, results and diffs at the boundary, so nothing a caller holds is shared
    with the live state (in-process callers may keep or change them); the sandbox worker decodes fresh
    arguments and encodes its replies at once, and turns it off.
    """

    def __init__(
        self,
        *,
        code: str,
        class_name: str,
        tools: Iterable[str],
        primary_keys: dict[str, str],
        state: State,
        seed: int = 0,
        copy_results: bool = True,
        start: str = DEFAULT_START,
    ) -> None:
        """``start``: the episode clock's first reading (the scenario's ``clock_start``)."""
        self._cls = load_class(code, class_name)
        self._tools = frozenset(t for t in tools if not t.startswith("_"))
        self._primary_keys, self._seed, self._copy_results = dict(primary_keys), seed, copy_results
        EnvContext(seed, start)  # a bad start fails the load, not the first call
        self._start = self._load_start = start
        self._book: IdBook | None = None  # the initial state's id formats, learned as new_id asks
        self._parameters: dict[Any, Parameters] = {}
        self._signatures: dict[Any, Any] = {}  # inspect.Signature, where ``_parameters`` does not decide
        # Per tool function with plain parameters only: (required, all) names, for the usual binding test.
        self._fits: dict[Any, tuple[frozenset[str], frozenset[str]]] = {}
        # The worker's states were just decoded (or are held tables, never changed): no copy (as ``reset``).
        self._initial = copy_json(state) if copy_results else state
        canonical_json(self._initial)  # the initial state must be JSON
        self.reset()

    def reset(self, state: State | None = None, seed: int | None = None, start: str | None = None) -> None:
        self._seed = self._seed if seed is None else seed  # a run's seed stays, as a load's would
        if start is not None:
            EnvContext(self._seed, start)  # refused before anything changes
        # A run's clock is its own (a builder runs each scenario's chain at its clock); else the load's.
        self._start = self._load_start if start is None else start
        if state is not None or self._book is None:  # the worker's states were decoded from JSON: its own
            if state is not None:
                self._initial = copy_json(state) if self._copy_results and canonical_json(state) else state
            self._book = IdBook(self._initial, self._primary_keys)
        self._ctx = EnvContext(self._seed, self._start, book=self._book)
        self._env = self._cls(copy_json(self._initial), self._ctx)
        self._ctx.live = self._live_state  # (while the class is made, the initial state is the live one)
        self._committed: Committed | None = None  # taken at the first call: a reset costs one copy
        self._pending: tuple[Committed, Changes] | None = None  # a commit not yet recorded (see settle)
        self._hash: str | None = None

    def _live_state(self) -> Any:
        return getattr(self._env, "state", None)

    def settle(self) -> None:
        """Record the last successful call as committed. ``call`` leaves it for later (the next call at the
        latest): the sandbox worker does it after sending its reply, off the round trip."""
        pending, self._pending = self._pending, None
        if pending is not None:
            committed, changes = pending
            self._committed = None  # if recording fails, the next call takes the state afresh
            self._committed = committed.commit(self._env.state, changes)

    def table_bytes(self) -> dict[str, bytes | None] | None:
        """The live state's tables' marshal bytes as the change tracking holds them (after recording the
        last call); None where it holds none for this state (no call since the reset, a replaced state)."""
        self.settle()
        committed = self._committed
        return None if committed is None else committed.table_bytes(self._env.state)

    @property
    def state(self) -> State:
        return copy_json(self._env.state)

    def state_view(self) -> Any:
        """The live state, not a copy: only to serialize at once (the worker's ``state`` reply)."""
        return self._env.state

    def hash(self) -> str:
        if self._hash is None:
            state, tables = self._env.state, self.table_bytes()  # most tables' text is known by their bytes
            self._hash = state_hash(state) if tables is None else tables_hash(state, tables)
        return self._hash

    def call(self, name: str, arguments: Any) -> dict[str, Any]:
        """Call one declared tool; returns ``{"result": ..., "diff": [...]}``; tool errors are values."""
        if not isinstance(name, str) or name not in self._tools:  # (no tool's name starts with "_")
            return {"result": fail(f"unknown tool {name!r}"), "diff": []}
        if not isinstance(arguments, dict) or not (
            _STR.issuperset(map(type, arguments)) or all(isinstance(k, str) for k in arguments)
        ):
            return {"result": fail("arguments must be a JSON object"), "diff": []}
        method = getattr(self._env, name, None)
        if not callable(method):
            return {"result": fail(f"tool {name!r} is declared but not implemented"), "diff": []}
        if self._pending is not None:
            self.settle()
        committed = self._committed
        if committed is None:
            try:
                committed = self._committed = Committed(self._env.state, self._primary_keys)
            except ValueError as exc:  # no call can leave such a state; the constructor did
                return {"result": fail(f"the environment's state is not JSON: {exc}"), "diff": []}
        try:
            # Bind first, so that a TypeError raised inside the tool is not reported as bad arguments. The
            # usual call, plain parameters that the arguments fit, needs no more than this test.
            fits = self._fits.get(getattr(method, "__func__", None))
            if fits is None or not fits[0] <= arguments.keys() <= fits[1]:
                self._bind(method, arguments)
        except TypeError as exc:
            return {"result": fail(f"bad arguments for {name}: {exc}"), "diff": []}
        except ValueError:
            pass  # no signature available (e.g. a builtin); let the call itself decide
        self._ctx.begin_call()
        try:
            result = method(**(copy_json(arguments) if self._copy_results else arguments))
        except MemoryError:
            self._env.state = committed.restore(committed.changes(self._env.state))
            raise  # the process is near its memory limit; the sandbox ends the session
        except Exception as exc:  # a tool that raises is a failed call, never the end of an episode
            result = fail(f"{type(exc).__name__} in {name}: {exc}")
        result, problem = _plain_result(result)  # before the change check: see there
        changes = committed.changes(self._env.state)
        if problem is None:
            problem = _result_problem(result)
        if problem is None:
            problem = _json_problem(result, self._env.state, committed, changes)
        if problem is not None:
            result = fail(f"internal error in {name}: {problem}")
        if not result["success"]:
            # Nor does it draw an id or a clock reading: an agent's mistake must not shift its later calls.
            if changes.any:
                self._env.state = committed.restore(changes)
                self._committed = None if changes.replaced else committed
            self._ctx.undo_call()
            return {"result": copy_json(result) if self._copy_results else result, "diff": []}
        diff: list[dict[str, Any]] = []
        shares = False
        if changes.any:
            self._hash = None
            try:
                diff, shares = diff_changes(self._env.state, committed, changes, self._primary_keys)
            finally:
                self._pending = (committed, changes)
        if self._copy_results:
            # A diff of scalar updates is made of new objects holding scalars: nothing in it is shared.
            return {"result": copy_json(result), "diff": copy_json(diff) if shares else diff}
        return {"result": result, "diff": diff}

    def _bind(self, method: Any, arguments: dict[str, Any]) -> None:
        """``inspect.signature(method).bind(**arguments)``, cheaply when the arguments plainly fit."""
        function = getattr(method, "__func__", None)
        if function is None:
            _signature(method).bind(**arguments)
            return
        found = self._parameters.get(function)
        if found is None:
            found = self._parameters[function] = _parameters(method, function)
        names, required, plain = found
        if plain and required <= arguments.keys() <= names:
            self._fits[function] = (required, names)
            return
        # *args, **kwargs or a misfit: bind decides (and says what is wrong)
        signature = self._signatures.get(function)
        if signature is None:
            signature = self._signatures[function] = _signature(method)
        signature.bind(**arguments)


# A bound method's keyword-passable parameter names, its required ones, and whether it has no others.
Parameters = tuple[frozenset[str], frozenset[str], bool]
# By what decides them for a plain function: its code and which parameters have defaults. Every load makes
# the environment's functions anew (from the same code objects: ``_compile``).
_PARAMETERS: dict[tuple[types.CodeType, int, tuple[str, ...]], Parameters | None] = {}
_REDIRECTS = frozenset({"__wrapped__", "__signature__"})  # what inspect.signature reads instead of the code
_VARIADIC = 0x04 | 0x08  # CO_VARARGS | CO_VARKEYWORDS


def _parameters(method: Any, function: Any) -> Parameters:
    """What ``inspect.signature(method)`` says of its parameters: read off the function's code where that
    says it all (a plain function whose parameters can all be passed by keyword), else from inspect."""
    if type(function) is types.FunctionType and not _REDIRECTS & function.__dict__.keys():
        key = (function.__code__, len(function.__defaults__ or ()), tuple(function.__kwdefaults__ or ()))
        if key in _PARAMETERS:
            found = _PARAMETERS.get(key)  # (get: another thread may clear the memo in between)
        else:
            if len(_PARAMETERS) >= 4096:
                _PARAMETERS.clear()
            found = _PARAMETERS[key] = _code_parameters(*key)
        if found is not None:
            return found
    import inspect  # only here: the worker starts without it (and without ``dis``, ``ast``, ... it imports)

    parameters = _signature(method).parameters.items()
    plain_kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    names = frozenset(n for n, p in parameters if p.kind in plain_kinds)
    required = frozenset(n for n, p in parameters if p.default is p.empty)
    return names, required, len(names) == len(parameters)


def _code_parameters(
    code: types.CodeType, defaults: int, keyword_defaults: tuple[str, ...]
) -> Parameters | None:
    """A bound method's ``Parameters`` from its function's code, when all after the first (bound to the
    instance) can be passed by keyword; None: inspect decides."""
    if code.co_argcount < 1 or code.co_posonlyargcount > 1 or code.co_flags & _VARIADIC:
        return None
    positional = code.co_varnames[1 : code.co_argcount]
    keyword_only = code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
    without_default = max(0, code.co_argcount - defaults - 1)  # of ``positional``: the first ones
    required = [*positional[:without_default], *(n for n in keyword_only if n not in keyword_defaults)]
    return frozenset(positional + keyword_only), frozenset(required), True


def _signature(method: Any) -> Any:
    import inspect

    return inspect.signature(method)


def copy_json(value: Any) -> Any:
    """A deep copy of a JSON-like value (dicts, lists, tuples, scalars); the rest by ``copy.deepcopy``."""
    kind = type(value)
    if kind in SCALARS:
        return value
    if kind is dict:
        flat = SCALARS.issuperset(map(type, value.values()))
        return value.copy() if flat else {k: copy_json(v) for k, v in value.items()}
    if kind is list:
        if SCALARS.issuperset(map(type, value)):
            return value.copy()
        if _DICT.issuperset(map(type, value)) and SCALARS.issuperset(map(type, _values_of(value))):
            return list(map(dict.copy, value))  # a table of plain rows, looked at and copied at C speed
        return [copy_json(v) for v in value]
    if kind is tuple:
        return tuple(copy_json(v) for v in value)
    return copy.deepcopy(value)


def run_check(source: str, final_state: State, initial_state: State) -> bool:
    """Run ``def check(final_state, initial_state) -> bool``; anything but a real bool is an error."""
    namespace = _namespace("check")  # a fresh module per run: no check sees another's globals
    exec(_compile(source, "<check>"), namespace)
    check = namespace.get("check")
    if not callable(check):
        raise LookupError("the check source defines no function check(final_state, initial_state)")
    value = check(copy_json(final_state), copy_json(initial_state))
    if not isinstance(value, bool):
        raise TypeError(f"check returned {type(value).__name__}, not bool")
    return value
