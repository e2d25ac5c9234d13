"""The environment runtime as it was before change tracking (deep copies and a whole-state diff per call):
the oracle of test_runtime_tracking.py. Kept verbatim; do not edit.

Standard library only, on purpose: this module runs *inside* the sandbox worker (``python -I -S``) and is
embedded verbatim in exported bundles (``envstudio_bundle.py``), so that an exported episode behaves exactly
as it did here.
Nothing in it is a security boundary; the sandbox process around it is.

The environment contract (what generated code must follow):
- one class ``class_name(state, ctx)``; all state lives in ``self.state``, a dict of tables (lists of row
  dicts);
- one public method per declared tool; it returns ``{"success": True, "data": ...}`` (queries),
  ``{"success": True, "message": ...}`` (changes, optionally with "data") or
  ``{"success": False, "error": ...}``;
- time and ids come only from ``ctx.now()``, ``ctx.today()`` and ``ctx.new_id(prefix)``, which are seeded, so
  the same calls on the same state give the same state hash.
The runtime, not the generated code, guarantees: a failed or raising call leaves the state exactly as it was
(and draws no id or clock reading);
only declared tools are callable; every result is JSON.
"""

from __future__ import annotations

import copy
import datetime as _dt
import hashlib
import inspect
import json
import random
import sys
import types
from collections.abc import Iterable
from typing import Any

DEFAULT_START = "2025-01-15T09:00:00+00:00"

State = dict[str, list[dict[str, Any]]]

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


class EnvContext:
    """Seeded clock and id source handed to the environment class."""

    def __init__(self, seed: int = 0, start: str = DEFAULT_START) -> None:
        self._rng = random.Random(seed)
        self._now = _dt.datetime.fromisoformat(start)

    def now(self) -> str:
        # Each reading advances the clock by one second: timestamps are distinct and reproducible.
        value = self._now
        self._now = value + _dt.timedelta(seconds=1)
        return value.isoformat()

    def today(self) -> str:
        return self._now.date().isoformat()

    def new_id(self, prefix: str = "id") -> str:
        return f"{prefix}_{self._rng.getrandbits(40):010x}"

    def snapshot(self) -> tuple[Any, _dt.datetime]:
        return self._rng.getstate(), self._now

    def restore(self, snapshot: tuple[Any, _dt.datetime]) -> None:
        self._rng.setstate(snapshot[0])
        self._now = snapshot[1]


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def state_hash(state: State) -> str:
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()


def _index(rows: list[dict[str, Any]], key: str | None) -> dict[str, dict[str, Any]]:
    index: dict[str, dict[str, Any]] = {}
    for position, row in enumerate(rows):
        ident = row.get(key) if key and isinstance(row, dict) else None
        index[canonical_json(ident) if ident is not None else f"#{position}"] = row
    return index


def state_diff(before: State, after: State, primary_keys: dict[str, str]) -> list[dict[str, Any]]:
    """Row-level changes keyed by primary key: insert, delete, update (with ``{field: [old, new]}``)."""
    changes: list[dict[str, Any]] = []
    for table in sorted(set(before) | set(after)):
        key = primary_keys.get(table)
        old_rows = _index(before.get(table, []), key)
        new_rows = _index(after.get(table, []), key)
        for ident, row in new_rows.items():
            old = old_rows.get(ident)
            row_key = row.get(key) if key and isinstance(row, dict) else ident
            if old is None:
                changes.append({"op": "insert", "table": table, "key": row_key, "row": row})
            elif old != row:
                fields = sorted(set(old) | set(row))
                delta = {f: [old.get(f), row.get(f)] for f in fields if old.get(f) != row.get(f)}
                changes.append({"op": "update", "table": table, "key": row_key, "changes": delta})
        for ident, row in old_rows.items():
            if ident not in new_rows:
                row_key = row.get(key) if key and isinstance(row, dict) else ident
                changes.append({"op": "delete", "table": table, "key": row_key, "row": row})
    return changes


def tables_changed(diff: list[dict[str, Any]]) -> set[str]:
    return {change["table"] for change in diff}


def fail(error: str) -> dict[str, Any]:
    return {"success": False, "error": error}


def _result_problem(result: Any) -> str | None:
    if not isinstance(result, dict) or not isinstance(result.get("success"), bool):
        return "the tool returned no {'success': bool, ...} dict"
    if result["success"] and not ({"data", "message"} & set(result)):
        return "a successful result carries neither 'data' nor 'message'"
    if not result["success"] and not isinstance(result.get("error"), str):
        return "a failed result carries no 'error' text"
    try:
        canonical_json(result)
    except (TypeError, ValueError) as exc:
        return f"the result is not JSON: {exc}"
    return None


def load_class(code: str, class_name: str) -> type:
    namespace = _namespace("environment")
    exec(compile(code, "<environment>", "exec"), namespace)
    cls = namespace.get(class_name)
    if not isinstance(cls, type):
        raise LookupError(f"the code defines no class {class_name!r}")
    return cls


class EnvRuntime:
    """One environment instance with rollback on failure; used by the sandbox worker and the export loader."""

    def __init__(
        self,
        *,
        code: str,
        class_name: str,
        tools: Iterable[str],
        primary_keys: dict[str, str],
        state: State,
        seed: int = 0,
    ) -> None:
        self._cls = load_class(code, class_name)
        self._tools = frozenset(t for t in tools if not t.startswith("_"))
        self._primary_keys = dict(primary_keys)
        self._seed = seed
        self._initial = copy.deepcopy(state)
        canonical_json(self._initial)  # the initial state must be JSON
        self.reset()

    def reset(self, state: State | None = None) -> None:
        if state is not None:
            canonical_json(state)
            self._initial = copy.deepcopy(state)
        self._ctx = EnvContext(self._seed)
        self._env = self._cls(copy.deepcopy(self._initial), self._ctx)

    @property
    def state(self) -> State:
        return copy.deepcopy(self._env.state)

    def hash(self) -> str:
        return state_hash(self._env.state)

    def call(self, name: str, arguments: Any) -> dict[str, Any]:
        """Call one declared tool; returns ``{"result": ..., "diff": [...]}``; tool errors are values."""
        if not isinstance(name, str) or name not in self._tools or name.startswith("_"):
            return {"result": fail(f"unknown tool {name!r}"), "diff": []}
        if not isinstance(arguments, dict) or not all(isinstance(k, str) for k in arguments):
            return {"result": fail("arguments must be a JSON object"), "diff": []}
        method = getattr(self._env, name, None)
        if not callable(method):
            return {"result": fail(f"tool {name!r} is declared but not implemented"), "diff": []}
        before = copy.deepcopy(self._env.state)
        drawn = self._ctx.snapshot()
        try:
            # Bind first, so that a TypeError raised inside the tool is not reported as bad arguments.
            inspect.signature(method).bind(**arguments)
        except TypeError as exc:
            return {"result": fail(f"bad arguments for {name}: {exc}"), "diff": []}
        except ValueError:
            pass  # no signature available (e.g. a builtin); let the call itself decide
        try:
            result = method(**copy.deepcopy(arguments))
        except MemoryError:
            self._env.state = before
            raise  # the process is near its memory limit; the sandbox ends the session
        except Exception as exc:  # a tool that raises is a failed call, never the end of an episode
            result = fail(f"{type(exc).__name__} in {name}: {exc}")
        problem = _result_problem(result)
        if problem is None:
            try:
                canonical_json(self._env.state)
            except (TypeError, ValueError) as exc:
                problem = f"the tool left state that is not JSON: {exc}"
        if problem is not None:
            result = fail(f"internal error in {name}: {problem}")
        if not result["success"]:
            # Nor does it draw an id or a clock reading: an agent's mistake must not shift its later calls.
            self._env.state = before
            self._ctx.restore(drawn)
            return {"result": result, "diff": []}
        return {"result": result, "diff": state_diff(before, self._env.state, self._primary_keys)}


def run_check(source: str, final_state: State, initial_state: State) -> bool:
    """Run ``def check(final_state, initial_state) -> bool``; anything but a real bool is an error."""
    namespace = _namespace("check")
    exec(compile(source, "<check>", "exec"), namespace)
    check = namespace.get("check")
    if not callable(check):
        raise LookupError("the check source defines no function check(final_state, initial_state)")
    value = check(copy.deepcopy(final_state), copy.deepcopy(initial_state))
    if not isinstance(value, bool):
        raise TypeError(f"check returned {type(value).__name__}, not bool")
    return value


def _matching(rows: list[dict[str, Any]], match: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in rows if all(r.get(k) == v for k, v in match.items())]


def condition_namespace(
    *, args: dict[str, Any], state: State, new: State | None = None, result: Any = None
) -> dict[str, Any]:
    """The names a pre/postcondition expression sees (documented in synthesis.ir.environment)."""

    def helpers(source: State, prefix: str) -> dict[str, Any]:
        def rows(table: str, **match: Any) -> list[dict[str, Any]]:
            return _matching(source.get(table, []), match)

        def one(table: str, **match: Any) -> dict[str, Any] | None:
            found = rows(table, **match)
            return found[0] if len(found) == 1 else None

        return {
            f"{prefix}rows": rows,
            f"{prefix}exists": lambda table, **match: bool(rows(table, **match)),
            f"{prefix}count": lambda table, **match: len(rows(table, **match)),
            f"{prefix}one": one,
        }

    namespace: dict[str, Any] = {"args": args, "state": state, "new": new, "result": result}
    namespace.update(helpers(state, ""))
    if new is not None:
        namespace.update(helpers(new, "new_"))
    namespace.update(
        {
            "len": len,
            "any": any,
            "all": all,
            "sum": sum,
            "min": min,
            "max": max,
            "abs": abs,
            "round": round,
            "sorted": sorted,
            "set": set,
            "str": str,
            "int": int,
            "float": float,
            "bool": bool,
            "isinstance": isinstance,
            "list": list,
            "dict": dict,
        }
    )
    return namespace


def eval_condition(
    expr: str, *, args: dict[str, Any], state: State, new: State | None = None, result: Any = None
) -> bool:
    namespace = condition_namespace(args=args, state=state, new=new, result=result)
    value = eval(compile(expr, "<condition>", "eval"), {"__builtins__": {}}, namespace)
    return bool(value)


def outcome(runtime: Any, name: str, arguments: dict[str, Any]) -> Any:
    """The call's reply, or the exception it raised (both runtimes raise on a table that is no list)."""
    try:
        return runtime.call(name, arguments)
    except Exception as exc:
        return {"raised": type(exc).__name__, "message": str(exc)}


def dump(value: Any) -> str:
    # Key order and types matter (not sort_keys); NaN is allowed here only to compare, never in a state.
    return json.dumps(value, default=repr)
